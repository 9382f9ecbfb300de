import { Card } from '@campus/ui/card';
import { SmartImage } from '@campus/ui/smart-image';
import type { SignatureCourse as Course } from '../domain/signature-meal';

/** One course of the Signature Meal with a picture per item. */
export function SignatureCourse({ course, images }: { course: Course; images: Record<string, string> }) {
  return (
    <Card className="h-full p-5">
      <h3 className="text-xl font-bold text-ink">{course.title}</h3>
      <ul className="mt-4 space-y-3">
        {course.items.map((item) => {
          const src = images[item.imageKey];
          return (
            <li key={item.name} className="flex items-center gap-3">
              {src ? (
                <SmartImage
                  src={src}
                  alt=""
                  fallback=""
                  width={400}
                  height={300}
                  frameClassName="w-20 shrink-0 rounded-lg"
                />
              ) : null}
              <span className="font-medium text-ink">{item.name}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
