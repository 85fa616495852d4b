/** Render slots with two priorities: paid renders never queue behind previews (src/render/slots.ts). */
import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { Slots } from '../../src/render/slots.js';

/** Records the order in which acquisitions resolve. */
function recorder() {
  const order: string[] = [];
  const take = (slots: Slots, name: string, priority: 'paid' | 'free') => slots.acquire(priority).then(() => void order.push(name));
  return { order, take };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  test('a freed slot goes to a waiting paid render before any waiting preview', async () => {
    const slots = new Slots(1, 10);
    const { order, take } = recorder();
    await take(slots, 'preview 1', 'free');
    void take(slots, 'preview 2', 'free');
    void take(slots, 'preview 3', 'free');
    void take(slots, 'paid', 'paid');
    await tick();
    expect(order).toEqual(['preview 1']);
    slots.release('free');
    await tick();
    expect(order).toEqual(['preview 1', 'paid']); // one preview slot of delay, not three
    slots.release('paid');
    await tick();
    slots.release('free');
    await tick();
    expect(order).toEqual(['preview 1', 'paid', 'preview 2', 'preview 3']);
  });

  test('previews hold at most size - 1 slots: a paid render finds one free at once', async () => {
    const slots = new Slots(3, 10);
    const { order, take } = recorder();
    for (const n of [1, 2, 3]) void take(slots, `preview ${n}`, 'free');
    await tick();
    expect(order).toEqual(['preview 1', 'preview 2']);
    expect(slots.active).toBe(2);
    await take(slots, 'paid', 'paid');
    expect(order).toEqual(['preview 1', 'preview 2', 'paid']);
    slots.release('free');
    await tick();
    expect(order.at(-1)).toBe('preview 3');
  });

  test('paid renders keep their order among themselves, and a preview never jumps a waiting one', async () => {
    const slots = new Slots(2, 10);
    const { order, take } = recorder();
    await take(slots, 'paid 1', 'paid');
    await take(slots, 'paid 2', 'paid');
    void take(slots, 'paid 3', 'paid');
    void take(slots, 'preview', 'free');
    void take(slots, 'paid 4', 'paid');
    slots.release('paid');
    await tick();
    slots.release('paid');
    await tick();
    expect(order).toEqual(['paid 1', 'paid 2', 'paid 3', 'paid 4']);
    slots.release('paid');
    await tick();
    expect(order.at(-1)).toBe('preview');
  });

  test('each priority has its own line limit: a line of previews never turns a paid render away', async () => {
    const slots = new Slots(1, 1);
    await slots.acquire('free');
    void slots.acquire('free');
    await expect(slots.acquire('free')).rejects.toMatchObject({ code: 'RENDER_QUEUE_FULL' });
    const paid = slots.acquire('paid');
    await expect(slots.acquire('paid')).rejects.toBeInstanceOf(AppError);
    slots.release('free');
    await paid;
    expect(slots.waiting).toBe(1);
  });
});
