import { SESSION_KEYS } from '@kinora/domain';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdblockTip, useLightsOff, useSourceIndex } from './player-hooks';

describe('useAdblockTip', () => {
  it('shows on the first player of a session only, dismissed or not', () => {
    const first = renderHook(() => useAdblockTip());
    expect(first.result.current.isVisible).toBe(true);
    act(() => first.result.current.dismiss());
    expect(first.result.current.isVisible).toBe(false);
    first.unmount();

    expect(renderHook(() => useAdblockTip()).result.current.isVisible).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_KEYS.ADBLOCK_TIP_SHOWN)).toBe('true');
  });
});

describe('useLightsOff', () => {
  it('toggles, and Escape turns the lights back on', () => {
    const { result } = renderHook(() => useLightsOff());
    act(() => result.current.toggle());
    expect(result.current.isOff).toBe(true);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(result.current.isOff).toBe(false);
  });
});

describe('useSourceIndex', () => {
  it('remembers the chosen source for the session and clamps it to the sources offered', () => {
    const first = renderHook(() => useSourceIndex(4));
    expect(first.result.current[0]).toBe(0);
    act(() => first.result.current[1](3));
    expect(first.result.current[0]).toBe(3);
    first.unmount();

    expect(renderHook(() => useSourceIndex(4)).result.current[0]).toBe(3);
    expect(renderHook(() => useSourceIndex(2)).result.current[0]).toBe(1);
    expect(window.sessionStorage.getItem(SESSION_KEYS.PLAYER_SOURCE_INDEX)).toBe('3');
  });
});
