import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'

/**
 * The part of Supabase's REST API our Supabase adapter uses, in front of a real
 * PostgreSQL: `POST /rest/v1/rpc/<function>` with named JSON arguments, run as the role
 * the API key stands for (as PostgREST does with a key's JWT role), answered the way
 * PostgREST answers (a scalar as JSON, a set as an array, errors as {code, message}
 * with 4xx), and `GET /rest/v1/`. It is not PostgREST: it checks our request shapes and
 * our functions and grants, not Supabase's gateway.
 */
export async function startSupabaseRpcShim(
  databaseUrl: string,
  roles: Record<string, string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      void (async () => {
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' })
          res.end(JSON.stringify(body))
        }
        const role = roles[String(req.headers.apikey)]
        if (!role) return json(401, { message: 'Invalid API key' })
        if (req.method === 'GET' && req.url === '/rest/v1/') return json(200, {})
        const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(req.url ?? '')?.[1]
        if (req.method !== 'POST' || !fn) return json(404, { message: 'not found' })
        const args = JSON.parse(raw || '{}') as Record<string, unknown>
        const names = Object.keys(args)
        if (!names.every((n) => /^[a-z_]+$/.test(n))) return json(400, { message: 'bad argument name' })
        const client = await pool.connect()
        try {
          await client.query(`begin; set local role ${role}`)
          const { rows: meta } = await client.query<{ set: boolean }>(
            "select proretset as set from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and proname = $1",
            [fn],
          )
          if (!meta.length) {
            await client.query('rollback')
            return json(404, { code: 'PGRST202', message: `Could not find the function public.${fn}` })
          }
          const { rows } = await client.query(
            `select * from public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
            names.map((n) => args[n]),
          )
          await client.query('commit')
          json(200, meta[0]!.set ? rows : (Object.values(rows[0] ?? {})[0] ?? null))
        } catch (error) {
          await client.query('rollback').catch(() => undefined)
          const { code, message } = error as { code?: string; message?: string }
          json(code === '42501' ? 403 : 400, { code, message, details: null, hint: null })
        } finally {
          client.release()
        }
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await pool.end()
    },
  }
}
