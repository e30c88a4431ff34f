import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { defineSlot, fill, type FillProps } from '../sdk/define-slot';
import { defineWebPlugin } from '../sdk/define-web-plugin';
import { FooterSlot } from '../sdk/shell-slots';
import { registerWebPlugins } from './plugin-registry';
import { pluginStatusKey } from './plugin-status';
import { Slot } from './slot';

interface Greeting {
  name: string;
}
const GreetingSlot = defineSlot<Greeting>('alpha.greeting');
const Hello = ({ context }: FillProps<Greeting>) => <span>hello {context.name}</span>;
const Bye = ({ context }: FillProps<Greeting>) => <span>bye {context.name}</span>;
const Note = () => <em>note</em>;

registerWebPlugins([
  defineWebPlugin({ id: 'alpha', slots: [fill(GreetingSlot, Hello), fill(FooterSlot, Note)] }),
  defineWebPlugin({ id: 'beta', slots: [fill(GreetingSlot, Bye)] }),
]);

function render(node: ReactNode, enabled: string[]) {
  const statuses = ['alpha', 'beta'].map((id) => ({ slug_name: id, enabled: enabled.includes(id) }));
  return renderToStaticMarkup(<SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(pluginStatusKey())]: statuses } }}>{node}</SWRConfig>);
}

describe('<Slot>', () => {
  it('renders the fills of enabled plugins with the context of the owner, in plugin order', () => {
    const html = render(<Slot slot={GreetingSlot} context={{ name: 'Ada' }} />, ['alpha', 'beta']);
    expect(html).toBe(
      '<div class="q-slot" data-slot="alpha.greeting">' +
        '<div data-plugin="alpha" class="q-slot__item"><span>hello Ada</span></div>' +
        '<div data-plugin="beta" class="q-slot__item"><span>bye Ada</span></div></div>',
    );
  });

  it('renders nothing when no enabled plugin fills the slot', () => {
    expect(render(<Slot slot={GreetingSlot} context={{ name: 'Ada' }} />, [])).toBe('');
    expect(render(<Slot slot={FooterSlot} className="q-footer__slot" />, ['alpha'])).toBe(
      '<div class="q-footer__slot" data-slot="footer"><div data-plugin="alpha" class="q-slot__item"><em>note</em></div></div>',
    );
  });

  it('types the context by the slot', () => {
    // @ts-expect-error a slot with a context needs one
    expect(render(<Slot slot={GreetingSlot} />, [])).toBe('');
    // @ts-expect-error the context must be the slot's type
    expect(render(<Slot slot={GreetingSlot} context={{ name: 3 }} />, [])).toBe('');
    // @ts-expect-error a void slot takes no context
    expect(render(<Slot slot={FooterSlot} context={{ name: 'Ada' }} />, [])).toBe('');
  });
});
