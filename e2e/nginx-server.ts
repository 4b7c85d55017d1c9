import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnServer } from './spawn-server';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * Runs deploy/nginx.conf as it ships in Debian's nginx, on a loopback port,
 * with only its `listen` port and `root` folder replaced; everything nginx
 * writes goes to a temporary folder. Returns the way to stop and clean up.
 */
export async function startNginx(port: number, dist = 'dist') {
  const work = mkdtempSync(join(tmpdir(), 'bon-vintage-nginx-'));
  // Debian's nginx runs its workers as nobody: they must reach the files.
  chmodSync(work, 0o755);
  const site = join(work, 'site');
  mkdirSync(site);
  symlinkSync(resolve(dist), join(site, 'BON-VINTAGE'));

  const shipped = readFileSync('deploy/nginx.conf', 'utf8');
  const server = shipped
    .replace(/^(\s*)listen 80;.*$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/var\/www\/bon-vintage;.*$/m, `$1root ${site};`);
  if (!server.includes(`listen 127.0.0.1:${port};`) || !server.includes(`root ${site};`)) {
    throw new Error('deploy/nginx.conf no longer has the `listen 80;` and `root` lines');
  }
  writeFileSync(join(work, 'bon-vintage.conf'), server);
  writeFileSync(
    join(work, 'nginx.conf'),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 128; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/bon-vintage.conf;
}
`,
  );
  const nginx = await spawnServer(
    NGINX,
    [
      '-p',
      work,
      '-e',
      join(work, 'error.log'),
      '-c',
      join(work, 'nginx.conf'),
      '-g',
      'daemon off;',
    ],
    `http://127.0.0.1:${port}/BON-VINTAGE/`,
  );
  return {
    /** Stops nginx (SIGTERM ends the master and its workers) and removes the folder. */
    stop: async () => {
      await nginx.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
