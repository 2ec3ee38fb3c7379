import { afterEach } from 'vitest';

const restores: (() => void)[] = [];

afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

/**
 * jsdom lays nothing out, so every element is 0 px tall and a virtualized list would show no
 * rows. This gives elements a viewport (`clientHeight`/`clientWidth`), rows a height
 * (`offsetHeight`) and `scrollTo`, as a browser would, until the test ends.
 */
export function stubLayout({ viewport = 448, row = 64 } = {}): void {
  stub('clientHeight', viewport);
  stub('clientWidth', 400);
  stub('offsetHeight', row);
  stub('offsetWidth', 400);
  const proto = HTMLElement.prototype;
  // A scroller's content is as tall as its first child says (a virtual list sets its height).
  const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const content = Number.parseFloat((this.firstElementChild as HTMLElement | null)?.style.height ?? '');
      return Number.isNaN(content) ? viewport : Math.max(viewport, content);
    },
  });
  restores.push(() => {
    delete (proto as unknown as Record<string, unknown>).scrollHeight;
    if (scrollHeight) Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
  });
  const scrollTo = proto.scrollTo;
  // Scrolling moves `scrollTop` and reports a scroll event, as in a browser.
  proto.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollTop = typeof options === 'number' ? options : (options?.top ?? this.scrollTop);
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
  restores.push(() => {
    proto.scrollTo = scrollTo;
  });
}

function stub(property: 'clientHeight' | 'clientWidth' | 'offsetHeight' | 'offsetWidth', value: number) {
  const proto = HTMLElement.prototype;
  const original =
    Object.getOwnPropertyDescriptor(proto, property) ??
    Object.getOwnPropertyDescriptor(Element.prototype, property);
  Object.defineProperty(proto, property, { configurable: true, get: () => value });
  restores.push(() => {
    if (original) Object.defineProperty(proto, property, original);
    else delete (proto as unknown as Record<string, unknown>)[property];
  });
}
