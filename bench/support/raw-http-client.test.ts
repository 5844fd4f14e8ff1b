import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawHttpConnection } from './raw-http-client.js';

type Handler = (request: http.IncomingMessage, body: string, response: http.ServerResponse) => void;

const servers: http.Server[] = [];
const connections: RawHttpConnection[] = [];

async function serve(handler: Handler): Promise<RawHttpConnection> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const connection = new RawHttpConnection('127.0.0.1', (server.address() as AddressInfo).port);
  connections.push(connection);
  return connection;
}

afterEach(async () => {
  for (const connection of connections.splice(0)) connection.close();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

describe('RawHttpConnection', () => {
  it('sends method, path, headers and body, and reads status and body, many times on one socket', async () => {
    const sockets = new Set<unknown>();
    const connection = await serve((request, body, response) => {
      sockets.add(request.socket);
      response.statusCode = 201;
      response.end(
        JSON.stringify({ method: request.method, url: request.url, header: request.headers['x-one'], body }),
      );
    });
    for (const round of [1, 2, 3]) {
      const reply = await connection.request('POST', `/p/${round}`, { 'x-one': 'value-1' }, `{"n":${round}}`);
      expect(reply.status).toBe(201);
      expect(JSON.parse(reply.body)).toEqual({
        method: 'POST',
        url: `/p/${round}`,
        header: 'value-1',
        body: `{"n":${round}}`,
      });
    }
    expect(sockets.size).toBe(1);
  });

  it('reads a reply that arrives in pieces, and a multi-byte body by its byte length', async () => {
    const connection = await serve((_request, _body, response) => {
      const body = Buffer.from('{"name":"नेपाल"}');
      response.writeHead(200, { 'content-length': body.length });
      response.flushHeaders();
      response.write(body.subarray(0, 5));
      setTimeout(() => response.end(body.subarray(5)), 20);
    });
    const reply = await connection.request('GET', '/', {}, '');
    expect(reply).toEqual({ status: 200, body: '{"name":"नेपाल"}' });
  });

  it('refuses a chunked reply and connects again for the next request', async () => {
    let calls = 0;
    const connection = await serve((_request, _body, response) => {
      calls += 1;
      if (calls === 1) {
        response.write('part');
        response.end();
        return;
      }
      response.end('fine');
    });
    await expect(connection.request('GET', '/', {}, '')).rejects.toThrow(/content-length/);
    await expect(connection.request('GET', '/', {}, '')).resolves.toEqual({ status: 200, body: 'fine' });
  });

  it('fails the request in flight when the server drops the connection', async () => {
    const connection = await serve((request) => request.socket.destroy());
    await expect(connection.request('GET', '/', {}, '')).rejects.toThrow(/closed/);
  });

  it('allows one request at a time', async () => {
    const connection = await serve((_request, _body, response) => setTimeout(() => response.end('x'), 20));
    const first = connection.request('GET', '/', {}, '');
    await expect(connection.request('GET', '/', {}, '')).rejects.toThrow(/one request at a time/);
    await expect(first).resolves.toEqual({ status: 200, body: 'x' });
  });
});
