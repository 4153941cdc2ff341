// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PlansSkeleton, StepSkeleton } from "@/components/journeys/shared/step-skeleton";
import { LOADING_PLANS } from "@/lib/journeys/shared/plans";
import hi from "@/messages/hi.json";
import { withIntl } from "@/tests/helpers/intl";

afterEach(cleanup);

/** Loading screens of per-request journey steps hold the final layout's place (no layout shift). */
describe("journey loading skeletons", () => {
  it("the plans skeleton has the page's heading, a polite status and eight card placeholders in the grid's columns", () => {
    const { container } = render(withIntl(<PlansSkeleton />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Select Your Plan");
    expect(screen.getByRole("status")).toHaveTextContent(LOADING_PLANS);
    const grid = container.querySelector("ul[aria-hidden=true]");
    expect(grid?.className).toContain("grid-cols-2");
    expect(grid?.className).toContain("md:grid-cols-4");
    expect(grid?.querySelectorAll("li")).toHaveLength(8);
  });

  it("a proposal step skeleton is a polite 'Loading' status with field placeholders", () => {
    const { container } = render(withIntl(<StepSkeleton fields={4} />));
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading$/);
    expect(container.querySelectorAll(".grid > div")).toHaveLength(4);
  });

  it("in Hindi the plans skeleton's heading and status come from the Hindi catalogue", () => {
    render(withIntl(<PlansSkeleton />, "hi"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hi.Journey.selectPlan);
    expect(screen.getByRole("status")).toHaveTextContent(hi.Plans.finding);
  });
});
