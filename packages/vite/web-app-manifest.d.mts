export declare const MANIFEST_FILE: string;
export declare const MANIFEST_TYPE: string;
export declare const ICONS: { src: string; sizes: string; type: string; purpose: string }[];
export declare const APPLE_TOUCH_ICON: string;
export declare function themeColours(): { theme: string; background: string };
export declare function webAppManifest(brand: { name: string; tagline: string }): {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: typeof ICONS;
};
