import { describe, expect, it } from "vitest";
import { blogCategories, videoCategories } from "@/content/knowledge-centre";
import { listHref, parseListQuery } from "@/lib/content/list-query";

/** `key` and `pageNo` of /blog and /videos (spec 2.3: defaults All and 1). */

describe("parseListQuery", () => {
  it.each([
    [{}, { key: "All", pageNo: 1 }],
    [
      { key: "Health Insurance", pageNo: "3" },
      { key: "Health Insurance", pageNo: 3 },
    ],
    [{ key: "Nope" }, { key: "All", pageNo: 1 }],
    [{ key: ["Motor Insurance", "x"] }, { key: "Motor Insurance", pageNo: 1 }],
    [{ pageNo: "0" }, { key: "All", pageNo: 1 }],
    [{ pageNo: "-2" }, { key: "All", pageNo: 1 }],
    [{ pageNo: "2.5" }, { key: "All", pageNo: 1 }],
    [{ pageNo: "abc" }, { key: "All", pageNo: 1 }],
    [{ pageNo: "1e3" }, { key: "All", pageNo: 1 }],
    [{ pageNo: "99999" }, { key: "All", pageNo: 1 }],
  ])("%j → %j", (params, expected) => {
    expect(parseListQuery(params, blogCategories)).toEqual(expected);
  });

  it("validates keys against the list it is given", () => {
    expect(parseListQuery({ key: "Cyber" }, videoCategories).key).toBe("Cyber");
    expect(parseListQuery({ key: "Cyber" }, blogCategories).key).toBe("All");
  });
});

describe("listHref", () => {
  it("leaves defaults out so each view has one address", () => {
    expect(listHref("/blog", { key: "All", pageNo: 1 })).toBe("/blog");
    expect(listHref("/blog", { key: "Motor Insurance" })).toBe("/blog?key=Motor+Insurance");
    expect(listHref("/blog", { key: "All", pageNo: 2 })).toBe("/blog?pageNo=2");
    expect(listHref("/videos", { key: "Multi Model", pageNo: 1 })).toBe("/videos?key=Multi+Model");
  });
});
