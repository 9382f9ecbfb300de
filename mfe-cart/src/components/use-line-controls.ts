import { type CartItem, toast, useCartActions, useCartItems } from '@campus/cart';
import { cartCount, cartTotalCents, setQuantity } from '@campus/cart/cart-rules';
import { formatCents } from '@campus/catalogue/money';
import { itemsText, lineName } from '../domain/line-text';
import { steppedQuantity } from '../domain/quantity';

/**
 * What the controls of one line do: step the quantity (and say the new total politely), or remove it with an Undo
 * in the toast that puts it back where it was.
 */
export function useLineControls(announce: (message: string) => void) {
  const items = useCartItems();
  const { quantityChanged, itemRemoved, itemRestored } = useCartActions();

  const step = (line: CartItem, by: -1 | 1) => {
    const quantity = steppedQuantity(line.quantity, by);
    if (quantity === line.quantity) return;
    quantityChanged(line.id, quantity);
    const next = setQuantity(items, line.id, quantity);
    announce(
      `${lineName(line)}: quantity ${quantity}. Order total ${formatCents(cartTotalCents(next))}, ${itemsText(cartCount(next))}.`,
    );
  };

  const remove = (line: CartItem) => {
    const index = items.findIndex((l) => l.id === line.id);
    if (index < 0) return;
    const name = lineName(line);
    itemRemoved(line.id);
    toast({
      title: 'Removed from cart',
      description: `${name} was removed.`,
      action: {
        label: 'Undo',
        onClick: () => {
          itemRestored(line, index);
          toast({ title: 'Back in your cart', description: `${name} is back in your cart.`, variant: 'success' });
        },
      },
    });
  };

  return { step, remove };
}
