import { DomHandler, hasChildren, type AnyNode, type ChildNode, type Document, type Element } from "domhandler";
import { Parser, type Handler } from "htmlparser2";

// A shop page parsed into a tree with hard bounds, and the ways over it that never recurse
// (docs/decisions/071-bounded-page-reading.md). A hostile page of 3,000 nested <div> around
// 500,000 <br> held the server for a minute and 9,000 levels overflowed the stack: the walk now
// keeps its own stack, and the parser stops at the caps (the page is read as if it ended there;
// what a preview needs — the head's meta tags, JSON-LD, the product block — comes long before).
// No "server-only": the page is read in a worker thread (./read-in-worker.ts).

export const PAGE_CAPS = {
  /** Elements parsed at most. A big shop's product page has 5,000–15,000. */
  elements: 50_000,
  /** Open elements at most (browsers stop nesting at 512; real pages stay under 60). */
  depth: 256,
  /** Characters a text is read to (a title, a note, a price: all far shorter). */
  textChars: 4_000,
  /** Nodes one text gathering visits at most. */
  textNodes: 5_000,
} as const;

export type PageDocument = {
  root: Document;
  /** Every element in document order. */
  elements: Element[];
  /** The first element with each id. */
  byId: Map<string, Element>;
  /** True when the parser stopped at a cap: the rest of the page was not read. */
  capped: boolean;
};

export function isElement(node: ChildNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

/** A DOM builder that pauses its parser once the page is bigger or deeper than the caps. */
class BoundedHandler extends DomHandler {
  elements = 0;
  capped = false;
  private pausable: { pause(): void } | null = null;

  override onparserinit(parser: Parameters<DomHandler["onparserinit"]>[0]): void {
    super.onparserinit(parser);
    this.pausable = parser as unknown as { pause(): void };
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    this.elements += 1;
    if (this.elements >= PAGE_CAPS.elements || this.tagStack.length > PAGE_CAPS.depth) {
      this.capped = true;
      this.pausable?.pause();
    }
  }
}

/** Elements of `roots` and below, in document order, with an explicit stack (no recursion). */
export function* descendants(roots: readonly ChildNode[]): Generator<Element> {
  const stack: ChildNode[] = [...roots].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isElement(node)) continue;
    yield node;
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
}

/**
 * The text of `node` as a reader sees it (scripts and styles left out), gathered without
 * recursion and cut at `PAGE_CAPS.textChars` characters or `PAGE_CAPS.textNodes` nodes.
 */
export function textOf(node: AnyNode): string {
  let text = "";
  let visited = 0;
  const stack: AnyNode[] = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (++visited > PAGE_CAPS.textNodes || text.length >= PAGE_CAPS.textChars) break;
    if (current.type === "text") text += current.data;
    else if (hasChildren(current) && current.type !== "script" && current.type !== "style") {
      for (let i = current.children.length - 1; i >= 0; i -= 1) stack.push(current.children[i]!);
    }
  }
  return text.slice(0, PAGE_CAPS.textChars);
}

/** The raw text inside an element (a script's JSON), unbounded but for the page's own size. */
export function rawTextOf(element: Element): string {
  return element.children.map((child) => (child.type === "text" ? child.data : "")).join("");
}

export const attr = (element: Element, name: string): string | undefined => element.attribs[name];

export function hasClass(element: Element, name: string): boolean {
  const classes = element.attribs.class;
  return classes !== undefined && classes.split(/\s+/).includes(name);
}

/** `html` as a tree, parsed up to the caps. */
export function parsePage(html: string): PageDocument {
  const handler = new BoundedHandler();
  const parser = new Parser(handler as unknown as Partial<Handler>, { decodeEntities: true });
  parser.write(html);
  if (!handler.capped) parser.end();
  const elements = [...descendants(handler.root.children)];
  const byId = new Map<string, Element>();
  for (const element of elements) {
    const id = element.attribs.id;
    if (id && !byId.has(id)) byId.set(id, element);
  }
  return { root: handler.root, elements, byId, capped: handler.capped };
}
