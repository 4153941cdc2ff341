import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { PageTitle } from "@/components/ui/page-title";
import { KnowledgeTabs } from "./knowledge-tabs";

/**
 * The frame of a knowledge-centre list page (/blog, /videos; spec 2.3): breadcrumb, heading,
 * introduction and the Blog / Videos switch, then the page's own content.
 *
 * @param list the list page's words (`blogPage` or `videosPage`)
 */
export function KnowledgeListLayout({
  list,
  children,
}: {
  list: { path: string; name: string; heading: string; intro: string };
  children: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs trail={[{ name: list.name, path: list.path }]} />
      <div className="container-page py-8">
        <PageTitle>{list.heading}</PageTitle>
        <p className="mt-3 max-w-2xl text-lg text-muted">{list.intro}</p>
        <KnowledgeTabs current={list.path} />
        {children}
      </div>
    </>
  );
}

/**
 * A list's body: the list page's failure message (an alert) when the broker call failed, its
 * empty message when there is nothing to show, else `children` (the list itself).
 */
export function ListOutcome({
  list,
  failed,
  empty,
  children,
}: {
  list: { failed: string; empty: string };
  failed: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  if (failed)
    return (
      <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-bold text-red-800">
        {list.failed}
      </p>
    );
  if (empty) return <p className="mt-6 text-muted">{list.empty}</p>;
  return children;
}
