// Acknowledged writes of the embedded database reach the disk (issue 9, docs/decisions/0009).
// As PGlite ships, none does: it starts Postgres with -F (fsync off), and Emscripten's NODEFS has no
// fsync for host files (a stream's fsync is missing, fdatasync returns without doing anything). A
// write then survives a killed process, since the OS holds it, but not an OS crash or a power cut.
// Here Emscripten's fsync reaches the host file, and Postgres runs with fsync on and
// wal_sync_method=fsync, so each commit flushes the WAL to disk before the server answers.
import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Init = Awaited<ReturnType<NodeFS['init']>>;
interface StreamWithHostFile {
  nfd: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: StreamWithHostFile) => number } };
}

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<Init> {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveNodeFsAnFsync = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    const preRun = [...((emscriptenOpts.preRun as unknown[] | undefined) ?? []), giveNodeFsAnFsync];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as Init['emscriptenOpts'] };
  }
}

/** PGlite's start parameters without -F, and the WAL synced with fsync (fdatasync does nothing in Emscripten). */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'), '-c', 'wal_sync_method=fsync'];

/** Options of a PGlite whose committed writes are on disk when the commit returns. */
export function durableOptions(dataDir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS };
}
