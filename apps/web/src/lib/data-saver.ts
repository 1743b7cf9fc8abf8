import { useSyncExternalStore } from 'react';

/**
 * The "Data saver" setting (Settings): Market pictures load only when the player taps them. It belongs to the device
 * (the plan that pays for the data is the phone's), so it lives in this browser's storage, not in the account. Until
 * the player chooses, it follows the browser: on when the browser asks sites to save data (the `Save-Data: on` header
 * it sends, which pages read as `navigator.connection.saveData`).
 */
export const DATA_SAVER_STORAGE_KEY = 'arena-data-saver';

const listeners = new Set<() => void>();
/** The choice made on this page, for a browser that refuses storage. */
let choiceOnThisPage: boolean | null = null;

/** What the browser says: its data-saving mode (Chrome's Lite mode, Android's Data Saver). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function storedChoice(): boolean | null {
  try {
    const stored = localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    return stored === 'on' ? true : stored === 'off' ? false : null;
  } catch {
    // Storage refused (private mode with storage blocked): the browser's wish decides.
    return null;
  }
}

export function isDataSaverOn(): boolean {
  return storedChoice() ?? choiceOnThisPage ?? browserSavesData();
}

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not kept past this page, but applied.
    choiceOnThisPage = on;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === DATA_SAVER_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether Market pictures wait for a tap; pages rendered on the server show pictures (the browser's wish is unknown there). */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
