import { PATHS } from '@campus/catalogue/paths';
import aminaAvatar from '../assets/avatar-amina.svg';
import danielAvatar from '../assets/avatar-daniel.svg';
import marcusAvatar from '../assets/avatar-marcus.svg';
import priyaAvatar from '../assets/avatar-priya.svg';

/** SPEC §2 About: a four-person team (name, role, avatar, optional link). */
export type TeamMember = {
  name: string;
  role: string;
  avatar?: string;
  bio: string;
  link?: { to: string; label: string };
};

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Amina Yusuf',
    role: 'Co-founder & Operations',
    avatar: aminaAvatar,
    bio: 'Started the first pop-up between lectures and still plans every pickup window.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Head Chef',
    avatar: danielAvatar,
    bio: 'Turns flavours from Japan, Mexico, India and the Mediterranean into bowls you can eat between classes.',
    link: { to: PATHS.suggestABowl, label: 'Suggest a bowl to Daniel' },
  },
  {
    name: 'Priya Nair',
    role: 'Nutrition Lead',
    avatar: priyaAvatar,
    bio: 'Makes sure every meal shows its calories and macros, and keeps our allergen lists up to date.',
    link: { to: PATHS.allergens, label: 'Read Priya’s allergen guide' },
  },
  {
    name: 'Marcus Thompson',
    role: 'Lockers & Campus Partnerships',
    avatar: marcusAvatar,
    bio: 'Keeps the smart lockers stocked, chilled and working around the clock.',
  },
];

export type Testimonial = { quote: string; name: string; detail: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I order my bowl before my 9 AM lab and grab it from the locker on my way out. Finally a halal lunch I don’t have to plan my whole day around.',
    name: 'Sara K.',
    detail: 'Second-year Engineering',
  },
  {
    quote:
      'The Curry Power Bowl got me through exam season. Seeing the protein and calories on every bowl makes it easy to eat well.',
    name: 'Omar H.',
    detail: 'Kinesiology student',
  },
  {
    quote:
      'Student pricing that actually feels like student pricing. The microwave station next to the lockers is a life-saver in winter.',
    name: 'Jess L.',
    detail: 'Graduate student, Commerce',
  },
];
