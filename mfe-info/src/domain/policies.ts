import { BRAND, CONTACT } from '@campus/catalogue/config';
import { POLICY_LAST_UPDATED, REFUND_FIGURES as R } from '@campus/catalogue/policies';

export type PolicySection = { heading: string; paragraphs?: readonly string[]; list?: readonly string[] };
export type PolicyDocument = {
  title: string;
  summary: string;
  lastUpdated: string;
  sections: readonly PolicySection[];
};

const name = BRAND.name;

export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  summary: `How ${name} handles your information — in plain words, with nothing hidden in the small print.`,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      heading: 'The short version',
      paragraphs: [
        `We collect as little as we can. This site has no accounts and no log-in, and it does not send your orders, your cart or your e-mail address to a server. What you choose stays in your own browser.`,
      ],
    },
    {
      heading: 'What is stored on your device',
      list: [
        'Your cart, so it is still there when you come back. It lives in your browser’s local storage and you can clear it at any time by emptying the cart or clearing your browser data.',
        'Whether you dismissed the demo notice at the top of the page, so we do not show it again.',
      ],
    },
    {
      heading: 'What we do not collect',
      list: [
        'The newsletter form on the home page does not send your e-mail address anywhere. It only tells you so.',
        'Bowl suggestions are not sent to a server in this version of the site.',
        'We do not use advertising trackers or sell personal information.',
      ],
    },
    {
      heading: 'Other services you choose to use',
      paragraphs: [
        'The app demo video is hosted by a video service. It only loads — and that service only sees your visit — after you press play. The Android app file and the interactive demo are hosted on separate servers and are only contacted when you click their buttons.',
      ],
    },
    {
      heading: 'If you e-mail us',
      paragraphs: [
        `When you write to ${CONTACT.email}, we use your message and address only to answer you, and we delete the conversation once it is no longer needed.`,
      ],
    },
    {
      heading: 'Your choices',
      list: [
        'Clear your cart or your browser storage whenever you like.',
        `Ask us what we hold about you, or ask us to delete it, at ${CONTACT.email}.`,
        'We will tell you on this page if this policy changes.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: PolicyDocument = {
  title: 'Terms of Service',
  summary: `The ground rules for using the ${name} site, ordering meals and using our smart lockers.`,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      heading: 'About this site',
      paragraphs: [
        'This is a demo site: menus, prices and pictures are placeholders, and checkout, payment and subscription management are not live yet. Nothing you do here places a real order or charges you.',
      ],
    },
    {
      heading: 'Orders and pickup',
      list: [
        'You pre-order a meal and a pickup window; we cook it fresh and store it in a refrigerated smart locker or bring it to a campus pop-up.',
        'Each order gets a unique code that opens its locker compartment. Keep your code private — anyone with it can open the compartment.',
        'Limited delivery is only offered during events.',
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'All prices are in Canadian dollars (CAD) and shown with two decimals. Delivery, where offered, is not included in a meal price unless the item says so.',
      ],
    },
    {
      heading: 'Cancellations and refunds',
      paragraphs: [
        `You can cancel free of charge up to ${R.freeCancellationHours} hours before your pickup time; inside ${R.freeCancellationHours} hours a ${R.lateCancellationFeePercent}% fee applies. The full rules are in our Refunds & Cancellations policy.`,
      ],
    },
    {
      heading: 'Allergens and dietary needs',
      paragraphs: [
        'We label halal, vegetarian and vegan items and list known allergens, but our kitchen handles many ingredients. If you have a severe allergy, read our Allergen Information page and contact us before ordering.',
      ],
    },
    {
      heading: 'Using the lockers',
      list: [
        'Lockers are for food: your meals, and your own food for storage or meal prep.',
        'Do not store anything unsafe, illegal or that could spoil other people’s food.',
        'Report a damaged or unclean compartment to us so we can fix it quickly.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms; the date above always shows the latest version. Questions? Write to ${CONTACT.email}.`,
      ],
    },
  ],
};

export const REFUND_POLICY: PolicyDocument = {
  title: 'Refunds & Cancellations',
  summary: 'Plans change — here is exactly what happens when you cancel an order or something is not right.',
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      heading: 'Cancelling an order',
      list: [
        `Cancel up to ${R.freeCancellationHours} hours before your pickup time and you get a full refund.`,
        `Cancel within ${R.freeCancellationHours} hours of pickup and a ${R.lateCancellationFeePercent}% cancellation fee applies, because your meal is already being prepared.`,
      ],
    },
    {
      heading: 'When something is wrong with your meal',
      paragraphs: [
        `Tell us within ${R.refundRequestWindowHours} hours after pickup or delivery. Include your order details and, if you can, a photo — it helps us fix the problem for everyone.`,
      ],
    },
    {
      heading: 'How long a refund takes',
      list: [
        `Approved refunds are processed within ${R.refundProcessingDays} business days.`,
        `Your bank or card issuer then shows the money on your original payment method within ${R.refundAppearsDays} business days.`,
      ],
    },
    {
      heading: 'Meal plan subscriptions',
      paragraphs: [
        `If you cancel a subscription, we refund the unused part on a prorated basis — you only pay for the days you used. Subscription refunds are processed within ${R.subscriptionRefundDays} business days.`,
      ],
    },
    {
      heading: 'How to ask for a refund',
      paragraphs: [
        `E-mail ${CONTACT.email}. Our support team replies within ${R.supportResponseHours} hours during support hours: ${CONTACT.hours}.`,
      ],
    },
  ],
};
