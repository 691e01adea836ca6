import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL primary with a streaming replica, in a temporary folder on ports of their own: the test
 * server's `pg_hba.conf` allows no replication connection, so the primary is a new cluster of the same
 * version, filled from a `pg_dump` of `source` before the replica's base backup (`pg_basebackup -R`).
 * PostgreSQL refuses to run as root: under root its programs run as the `postgres` user.
 */
export const startReplicaPair = async (source: string, version: number) => {
  const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const root = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    execFileSync(
      root ? "runuser" : bin(program),
      root ? ["-u", "postgres", "--", bin(program), ...args] : args,
      {
        stdio: "pipe",
      },
    );
  const dir = mkdtempSync(path.join(tmpdir(), "pragati-replica-"));
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const url = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const options = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c jit=off`;
  const primary = path.join(dir, "primary");
  const replica = path.join(dir, "replica");
  const stop = () => {
    for (const data of [replica, primary])
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // not started
      }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", primary, "-A", "trust", "-U", "postgres", "--no-sync"]);
    run("pg_ctl", ["-D", primary, "-l", `${primary}.log`, "-o", options(primaryPort), "-w", "start"]);
    run("createdb", ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "pragati"]);
    const dump = path.join(dir, "source.dump");
    execFileSync(bin("pg_dump"), ["--format=custom", "--no-owner", `--file=${dump}`, source]);
    if (root) chownSync(dump, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
    run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${url(primaryPort, "pragati")}`, dump]);
    run("pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"],
      ...["-D", replica, "-R", "-X", "stream", "-c", "fast"],
    ]);
    run("pg_ctl", ["-D", replica, "-l", `${replica}.log`, "-o", options(replicaPort), "-w", "start"]);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    primaryUrl: url(primaryPort, "pragati"),
    replicaUrl: url(replicaPort, "pragati"),
    replicaPort,
    stop,
  };
};
