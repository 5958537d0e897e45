// A local stand-in for Google's OpenID provider, for the e2e journeys: oauth2-mock-server consents at once and
// answers userinfo with the profile a test last posted to /e2e/profile (each test makes its own person).
import http from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const port = Number(process.env.GOOGLE_MOCK_PORT);
const issuer = new OAuth2Issuer();
issuer.url = `http://127.0.0.1:${port}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

let profile = {
  sub: 'e2e-default',
  email: 'e2e-google@example.com',
  email_verified: true,
  name: 'E2E Google',
};
service.on('beforeUserinfo', (response) => {
  response.body = profile;
});

const handler = service.requestHandler;
http
  .createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/e2e/profile') return handler(request, response);
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      profile = JSON.parse(body);
      response.writeHead(204).end();
    });
  })
  .listen(port, '127.0.0.1');
