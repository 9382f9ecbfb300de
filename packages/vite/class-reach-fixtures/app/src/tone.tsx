/** A class put together at run time: no stylesheet scanned it whole. */
export const Tone = ({ tone }: { tone: string }) => <p className={`mt-1 bg-${tone}-500`}>Hello</p>;
