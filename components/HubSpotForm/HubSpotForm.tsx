/**
 * A HubSpot form (spec 001 §7 Embedded forms): once the page runs in the browser, HubSpot's form script
 * loads and draws the form of the rendering's portal into the block (ui/embeds/hubSpotForms.ts); a popup
 * form is drawn again 3000 ms after each submit. The block's element carries HUBSPOT_FORM_MARKER, which
 * lets the page's script policy run HubSpot's scripts on this page only. Without a portal and form id a
 * developer sees why nothing shows; production visitors see nothing. In page-editing mode the edit-mode
 * notice covers the block and no HubSpot script loads.
 */
import Box from '@mui/material/Box';
import { useSitecoreContext } from '@sitecore-jss/sitecore-jss-nextjs';
import { useEffect, useId } from 'react';
import { HUBSPOT_FORM_MARKER, type RenderingProps } from '../../runtime';
import { EmbeddedFormFrame, hubSpotRegion, mountHubSpotForm } from '../../ui';
import type { HubSpotFormFields } from './fields.generated';

export const HUBSPOT_NOT_CONFIGURED =
  'HubSpotForm: set the rendering’s PortalId and FormId to show a HubSpot form here (this notice shows in development only).';

export default function HubSpotForm({ fields }: RenderingProps<HubSpotFormFields>) {
  const { sitecoreContext } = useSitecoreContext();
  const editing = sitecoreContext.pageEditing === true;
  const targetId = `hubspot-form-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const portalId = fields.PortalId?.value.trim() ?? '';
  const formId = fields.FormId?.value.trim() ?? '';
  const region = hubSpotRegion(fields.Region?.value);
  const popup = fields.IsPopup?.value === true;
  const configured = portalId !== '' && formId !== '';

  useEffect(() => {
    if (!configured || editing) return undefined;
    return mountHubSpotForm(
      { portalId, formId, target: `#${targetId}`, ...(region ? { region } : {}) },
      popup,
    );
  }, [configured, editing, portalId, formId, region, popup, targetId]);

  if (!configured) {
    if (process.env.NODE_ENV !== 'development') return null;
    return (
      <Box
        role="note"
        sx={{ m: 2, p: 2, border: '2px dashed', borderColor: 'warning.main', color: 'warning.dark' }}
      >
        {HUBSPOT_NOT_CONFIGURED}
      </Box>
    );
  }
  return (
    <EmbeddedFormFrame>
      <Box id={targetId} {...{ [HUBSPOT_FORM_MARKER]: formId }} sx={{ py: 4, minHeight: 200 }} />
    </EmbeddedFormFrame>
  );
}
