import { createContext, useContext } from 'react';

/**
 * How a link warms the page behind it before the click (hover, focus, touch). The composed site loads the owning
 * remote's entry; the single-bundle baseline prefetches the route's chunk. Default: nothing.
 */
export const PreloadContext = createContext<(path: string) => void>(() => undefined);

export const usePreload = (): ((path: string) => void) => useContext(PreloadContext);
