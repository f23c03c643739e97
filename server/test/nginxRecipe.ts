// The repo's nginx recipe (deploy/nginx/metal-merch.conf) as it is, with the ports and folders of whoever runs it
// (bench/drop.ts, the server's tests): each replacement must match, or the recipe changed under its runners.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** A whole nginx.conf: the recipe listening on `listen`, its two upstream servers on `instances`, its files in `dir`. */
export function nginxConfig(dir: string, listen: number, instances: [number, number]): string {
  const recipe = readFileSync(path.resolve(__dirname, '../../deploy/nginx/metal-merch.conf'), 'utf8');
  const replacements: [RegExp, string][] = [
    [/listen 80;/, `listen 127.0.0.1:${listen};`],
    [/server 127\.0\.0\.1:8081 /, `server 127.0.0.1:${instances[0]} `],
    [/server 127\.0\.0\.1:8082 /, `server 127.0.0.1:${instances[1]} `],
    [/\/var\/cache\/nginx\/metal-merch/, path.join(dir, 'cache')],
  ];
  let site = recipe;
  for (const [pattern, value] of replacements) {
    if (!pattern.test(site)) throw new Error(`deploy/nginx/metal-merch.conf no longer has ${pattern}`);
    site = site.replace(pattern, value);
  }
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}
