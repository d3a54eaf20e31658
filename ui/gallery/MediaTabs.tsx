/**
 * The gallery's media tabs (spec 001 §2: images, video, internal, external), shown only when the car has
 * more than one kind. WAI-ARIA tabs with automatic activation: ←/→ move between tabs and show each,
 * Home/End go to the first and last; only the chosen tab is in the Tab order.
 */
import { styled } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';

const List = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  marginBottom: theme.spacing(1.5),
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '& > button': {
    flex: 'none',
    minHeight: 40,
    padding: theme.spacing(0.75, 2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 999,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    cursor: 'pointer',
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    transition: 'background-color 150ms ease, color 150ms ease',
  },
  '& > button:hover': { borderColor: theme.palette.text.primary },
  '& > button[aria-selected="true"]': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
  },
  '& > button:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
}));

export interface MediaTab<Kind extends string> {
  kind: Kind;
  label: string;
}

interface MediaTabsProps<Kind extends string> {
  label: string;
  tabs: readonly MediaTab<Kind>[];
  selected: Kind;
  onSelect: (kind: Kind) => void;
  /** Prefix of the tabs' ids (`<idBase>-tab-<kind>`) and the id of the panel they control. */
  idBase: string;
  panelId: string;
}

export const mediaTabId = (idBase: string, kind: string) => `${idBase}-tab-${kind}`;

export function MediaTabs<Kind extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
  panelId,
}: MediaTabsProps<Kind>) {
  const buttons = useRef<Map<Kind, HTMLButtonElement>>(new Map());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = tabs.findIndex((tab) => tab.kind === selected);
    const targets: Partial<Record<string, number>> = {
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      ArrowRight: (index + 1) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.kind);
    buttons.current.get(tab.kind)?.focus();
  };

  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.kind}
          ref={(button) => {
            if (button) buttons.current.set(tab.kind, button);
            else buttons.current.delete(tab.kind);
          }}
          type="button"
          role="tab"
          id={mediaTabId(idBase, tab.kind)}
          aria-selected={tab.kind === selected}
          aria-controls={panelId}
          tabIndex={tab.kind === selected ? 0 : -1}
          onClick={() => onSelect(tab.kind)}
        >
          {tab.label}
        </button>
      ))}
    </List>
  );
}
