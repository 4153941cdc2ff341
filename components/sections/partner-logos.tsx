import Image from "next/image";
import { partners } from "@/content/partners";

/** Strip of the 16 partner insurer logos (spec 2.2 and 9). Alphabetical, unranked. */
export function PartnerLogos({ heading }: { heading: string }) {
  const sorted = [...partners].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="partners-heading" className="py-12">
      <div className="container-page">
        <h2 id="partners-heading" className="text-2xl font-bold sm:text-3xl">{heading}</h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          {sorted.map((p) => (
            <li key={p.name} className="flex items-center justify-center">
              <Image src={p.logo} alt={p.name} width={160} height={48} className="h-12 w-auto" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
