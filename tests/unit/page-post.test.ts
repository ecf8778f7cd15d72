import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePost } from '~/app-http/page-post'
import { PAGE_METHODS } from '~/app-http/methods'

const request = (method: string, path: string) => new Request(`http://127.0.0.1:4173${path}`, { method })

describe('pagePost: the one answer to "is this a form posted to a page?" (app/app-http/page-post.ts)', () => {
  it('names the page of a POST to a page of the slug table, in its language', () => {
    expect(pagePost(request('POST', '/nl'))).toMatchObject({ kind: 'page', lang: 'nl', routeId: '/{-$lang}' })
    expect(pagePost(request('POST', '/de/newsletter/abmelden'))).toMatchObject({ lang: 'de', routeId: '/{-$lang}/newsletter/unsubscribe' })
    expect(pagePost(request('POST', '/act/italy'))).toMatchObject({ kind: 'page', lang: 'en' })
  })

  it('is null for any other method, and for a path that is not a page', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(pagePost(request(method, '/nl'))).toBeNull()
    for (const path of ['/nope', '/robots.txt', '/_serverFn/abc', '/nl/unknown', '/act/atlantis'])
      expect(pagePost(request('POST', path))).toBeNull()
  })

  it('reads a malformed escape as the router does (sanitised, never a throw)', () => {
    expect(() => pagePost(request('POST', '/%E0%A4%A'))).not.toThrow()
    expect(pagePost(request('POST', '/nl/%c0%af'))).toBeNull()
  })

  it('agrees with the methods a page has (PAGE_METHODS, which the Node server lets through)', () => {
    expect(PAGE_METHODS).toContain('POST')
  })

  it('is the only place the app compares a method with POST to reach a page', () => {
    // Server functions name their own method (createServerFn: their list and guard read it);
    // everything else asks pagePost.
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name)) files.push(path)
      }
    }
    walk('app')
    walk('server')
    const deciding = files.filter((file) => /\.method\s*[!=]==\s*'POST'/.test(readFileSync(file, 'utf8')))
    expect(deciding.sort()).toEqual([
      'app/app-http/page-post.ts',
      'app/app-http/server-fn-guard.server.ts',
      'app/app-http/server-functions.server.ts',
    ])
  })
})
