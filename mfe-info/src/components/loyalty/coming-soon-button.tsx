import { toast } from '@campus/stores';
import { Button, type ButtonProps } from '@campus/ui/button';
import { tap } from '@campus/ui/tap';

/** The loyalty sign-up is not live (SPEC §2 wires its buttons to nothing): say so instead of a dead click. */
export function ComingSoonButton(props: Omit<ButtonProps, 'onClick'>) {
  return (
    <Button
      {...tap('loyalty', 'join')}
      {...props}
      onClick={() =>
        toast({
          title: 'Loyalty program coming soon!',
          description: 'Sign-up isn’t open yet on this demo site, so nothing was saved. Check back soon.',
        })
      }
    />
  );
}
