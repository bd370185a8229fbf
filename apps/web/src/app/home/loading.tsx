import { Skeleton } from "@marketplace/ui";

import { SectionSkeleton } from "~/components/home/section";

export default function HomeLoading() {
  return (
    <main
      id="main"
      aria-busy="true"
      className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 lg:ps-20"
    >
      <Skeleton className="h-10 w-2/3" />
      <SectionSkeleton kind="stores" />
      <SectionSkeleton />
    </main>
  );
}
