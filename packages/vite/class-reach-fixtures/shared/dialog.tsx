const cn = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ');
const panelClasses = 'rounded-lg p-4';

/** A shared dialog's body: its classes reach a slice only if the slice's stylesheet scans this package. */
export const DialogBody = ({ open }: { open: boolean }) => (
  <div className={cn(panelClasses, 'space-y-3', open && 'group-open:rotate-90')}>
    <div className="group" />
  </div>
);

/** The header skeleton written as HTML. */
export const SKELETON = '<div class="sticky top-0 z-40"></div>';
