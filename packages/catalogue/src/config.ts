/**
 * One place for the brand and contact details every slice shows. The spec names no brand and leaves e-mail,
 * phone and external hosts as placeholders ({email}, {phone}); change them here and every page follows.
 */
export const BRAND = {
  name: 'Campus Bowls',
  tagline: 'Healthy, Halal, Campus-friendly',
} as const;

/** The promises the business makes in headlines and lists (home, footer, value cards, lockers page): written once. */
export const CLAIMS = {
  halal: '100% halal-certified ingredients',
  fresh: 'Made fresh daily',
  students: 'Trusted by over 500 students',
  lockers: '24/7 locker access',
} as const;

export const CONTACT = {
  email: 'hello@campusbowls.ca',
  phone: '+1 (416) 555-0142',
  phoneHref: 'tel:+14165550142',
  hours: 'Mon-Fri 9AM-6PM EST',
  medicalAlertLine: '+1 (416) 555-0199',
  medicalAlertHref: 'tel:+14165550199',
} as const;

/** External links the spec names; nothing else is fetched from another host. */
export const EXTERNAL = {
  apkDownload: 'https://files.campusbowls.ca/app/campus-bowls-latest.apk',
  interactiveDemo: 'https://demo.campusbowls.ca/',
  demoVideoEmbed: 'https://www.youtube-nocookie.com/embed/campus-bowls-app-demo', // placeholder id: replace with the real video
} as const;

export const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/campusbowls' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@campusbowls' },
  { name: 'X', href: 'https://x.com/campusbowls' },
] as const;

export const COPYRIGHT_YEAR = 2025;
