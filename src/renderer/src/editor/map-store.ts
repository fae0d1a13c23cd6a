/**
 * Where the editor keeps maps. The lead wires `MapStore` to the host's
 * database API; `memoryMapStore` serves tests and a store-less page. Files are
 * the JSON map file (serializeMap output), stored as given and parsed on load.
 */
export interface MapStoreEntry {
  readonly id: string;
  readonly name: string;
}

export interface MapStore {
  list(): Promise<MapStoreEntry[]>;
  /** The stored map file JSON; the editor parses it (parseMap) and shows any errors. */
  load(id: string): Promise<unknown>;
  /** Saves a map file; without an id a new entry is made. Resolves to the entry's id. */
  save(id: string | undefined, file: unknown): Promise<{ id: string }>;
}

/** An in-memory store; ids are `map-1`, `map-2`… unless the file is saved under an id. */
export function memoryMapStore(initial: readonly { id: string; file: unknown }[] = []): MapStore {
  const files = new Map<string, unknown>(initial.map((e) => [e.id, structuredClone(e.file)]));
  let next = files.size + 1;
  const nameOf = (file: unknown, id: string): string => {
    if (typeof file === 'object' && file !== null && 'name' in file && typeof (file as { name: unknown }).name === 'string') return (file as { name: string }).name;
    return id;
  };
  return {
    list: () => Promise.resolve([...files.entries()].map(([id, file]) => ({ id, name: nameOf(file, id) }))),
    load(id) {
      if (!files.has(id)) return Promise.reject(new Error(`no map "${id}" in the store`));
      return Promise.resolve(structuredClone(files.get(id)));
    },
    save(id, file) {
      let key = id;
      while (key === undefined || (id === undefined && files.has(key))) key = `map-${next++}`;
      files.set(key, structuredClone(file));
      return Promise.resolve({ id: key });
    },
  };
}
