// The part of selenium-webdriver that drivers.ts uses (the package ships no types, and @types/selenium-webdriver is
// not installed).
declare module 'selenium-webdriver' {
  export interface WebElement {
    click(): Promise<void>;
  }
  export interface Capabilities {
    get(key: string): unknown;
  }
  export interface Actions {
    keyDown(key: string): Actions;
    keyUp(key: string): Actions;
    sendKeys(...keys: string[]): Actions;
    perform(): Promise<void>;
  }
  export interface Window {
    setRect(rect: { x?: number; y?: number; width?: number; height?: number }): Promise<unknown>;
  }
  export interface Options {
    window(): Window;
  }
  export interface WebDriver {
    get(url: string): Promise<void>;
    getCapabilities(): Promise<Capabilities>;
    /** What the script returns (an element comes back as a WebElement). */
    executeScript<T = unknown>(script: string, ...args: unknown[]): Promise<T>;
    actions(): Actions;
    manage(): Options;
    takeScreenshot(): Promise<string>;
    quit(): Promise<void>;
  }
  export class Builder {
    usingServer(url: string): this;
    withCapabilities(capabilities: Record<string, unknown>): this;
    build(): Promise<WebDriver>;
  }
  export const Key: { readonly SHIFT: string; readonly TAB: string; readonly ESCAPE: string };
}
