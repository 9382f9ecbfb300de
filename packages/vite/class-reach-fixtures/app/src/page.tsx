/** A page with one class Tailwind does not know (misspelt): it renders unstyled. */
export const Page = () => <p className="mb-2 text-primay">Hello</p>;
