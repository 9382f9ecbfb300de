export interface SignatureCourse {
  id: 'breakfast' | 'lunch' | 'snacks';
  title: string;
  items: { name: string; imageKey: string }[];
}

export const SIGNATURE_COURSES: readonly SignatureCourse[] = [
  {
    id: 'breakfast',
    title: 'Breakfast',
    items: [
      { name: 'Breakfast sandwich', imageKey: 'sandwich' },
      { name: 'Drink', imageKey: 'coffee' },
      { name: 'Protein bar', imageKey: 'bar' },
    ],
  },
  {
    id: 'lunch',
    title: 'Lunch',
    items: [
      { name: 'Bowl', imageKey: 'bowl' },
      { name: 'Drink', imageKey: 'water' },
      { name: 'Cookie', imageKey: 'cookie' },
    ],
  },
  {
    id: 'snacks',
    title: 'Snacks',
    items: [
      { name: 'Sweet snack', imageKey: 'fruit' },
      { name: 'Savory snack', imageKey: 'hummus' },
    ],
  },
];
