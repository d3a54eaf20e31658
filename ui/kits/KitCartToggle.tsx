/**
 * The add/remove button of a kit, on its card and in its detail dialog, bound to the cart: its accessible
 * name adds the kit's name, so the buttons of a page stay distinguishable. Disabled for a kit that is not
 * in a full cart (the cart list says why). The cart lives in the browser's session, so without JavaScript
 * the button is not shown at all.
 */
import Button from '@mui/material/Button';
import { Icon } from '../../runtime';
import type { KitRecord } from './kitCardFields';
import { useKitCart } from './kitCart';
import { useKitText } from './kitTexts';

export interface KitCartToggleProps {
  kit: KitRecord;
  fullWidth?: boolean;
  size?: 'medium' | 'large';
}

export function KitCartToggle({ kit, fullWidth = false, size = 'medium' }: KitCartToggleProps) {
  const text = useKitText();
  const cart = useKitCart();
  const selected = cart.has(kit.kitId);
  return (
    <Button
      variant={selected ? 'outlined' : 'contained'}
      size={size}
      fullWidth={fullWidth}
      disabled={!selected && cart.full}
      aria-label={text(selected ? 'kitRemoveFromCartNamed' : 'kitAddToCartNamed', { name: kit.name })}
      startIcon={selected ? <Icon name="Close" size={18} /> : undefined}
      onClick={() => cart.toggle(kit)}
      sx={{ '@media (scripting: none)': { display: 'none' } }}
    >
      {text(selected ? 'kitRemoveFromCart' : 'kitAddToCart')}
    </Button>
  );
}
