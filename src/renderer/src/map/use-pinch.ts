import { useEffect, type RefObject } from 'react';
import Konva from 'konva';
import type { Viewport } from './geometry';
import { pinchViewport, type BoxPoint, type PinchStart } from './pinch';

/**
 * Two-finger pinch zoom (and two-finger pan) on a map box's Konva stage, as
 * Konva's multi-touch demo does it (docs: sandbox/Multi-touch_Scale_Stage):
 * one finger is the stage's own drag (pan); a second finger stops that drag
 * and from then on the view follows both fingers (pinch.ts). Native touch
 * listeners on the box, not the stage's, so no global Konva setting changes
 * (Konva.hitOnDragEnabled) for the other maps. The box's CSS sets
 * `touch-action: none`, so the page itself neither zooms nor scrolls.
 */
export function usePinchZoom(box: RefObject<HTMLDivElement | null>, setViewport: (vp: Viewport) => void): void {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let start: PinchStart | undefined;
    const stage = () => Konva.stages.find((s) => el.contains(s.container()));
    const fingers = (e: TouchEvent): [BoxPoint, BoxPoint] | undefined => {
      const t0 = e.touches[0];
      const t1 = e.touches[1];
      if (!t0 || !t1) return undefined;
      const r = el.getBoundingClientRect();
      return [
        { x: t0.clientX - r.left, y: t0.clientY - r.top },
        { x: t1.clientX - r.left, y: t1.clientY - r.top },
      ];
    };
    const onMove = (e: TouchEvent) => {
      const two = fingers(e);
      if (!two) return;
      e.preventDefault();
      if (!start) {
        const s = stage();
        if (s?.isDragging()) s.stopDrag();
        // The stage's own transform: a one-finger drag may have moved it since the last render.
        start = { from: s ? { x: s.x(), y: s.y(), scale: s.scaleX() } : { x: 0, y: 0, scale: 1 }, a: two[0], b: two[1] };
        return;
      }
      setViewport(pinchViewport(start, two[0], two[1]));
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) start = undefined;
    };
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [box, setViewport]);
}
