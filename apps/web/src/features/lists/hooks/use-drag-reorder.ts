import { type PointerEvent, useRef, useState } from 'react';
import { dropIndex, moveItem } from '../utils/reorder';

/**
 * Reordering by dragging a row's handle, with a mouse, a pen or a finger (pointer events; the handle takes no
 * touch scrolling). While dragging, the rows show the order the drop would make; the drop hands it, and the row dragged, to `onDrop`.
 */
export function useDragReorder(ids: readonly number[], onDrop: (order: number[], movedId: number) => void) {
  const rows = useRef(new Map<number, HTMLElement>());
  const [drag, setDrag] = useState<{ id: number; order: number[] } | null>(null);
  const shown = drag?.order ?? ids;

  const rowRef = (id: number) => (element: HTMLElement | null) => {
    if (element) rows.current.set(id, element);
    else rows.current.delete(id);
  };

  const handleProps = (id: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ id, order: [...ids] });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!drag || drag.id !== id) return;
      const middles = drag.order.map((rowId) => {
        const box = rows.current.get(rowId)?.getBoundingClientRect();
        return box ? box.top + box.height / 2 : 0;
      });
      const from = drag.order.indexOf(id);
      const to = dropIndex(middles, from, event.clientY);
      if (to !== from) setDrag({ id, order: moveItem(drag.order, from, to) });
    },
    onPointerUp() {
      if (!drag || drag.id !== id) return;
      const changed = drag.order.some((rowId, index) => rowId !== ids[index]);
      setDrag(null);
      if (changed) onDrop(drag.order, id);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });

  return { shown, draggingId: drag?.id ?? null, rowRef, handleProps };
}
