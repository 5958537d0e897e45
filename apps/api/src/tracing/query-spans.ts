import { SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { QueryObserver } from '../db/instrument';

/**
 * A client span for each statement sent inside a traced request, named by its operation (`db select`). The
 * statement's text is never recorded: it can hold e-mails, search words and ids. Statements outside any
 * request (migrations, the jobs' ticks) get none, so they do not fill the collector with one-span traces.
 */
export function tracedQueries(tracer: Tracer, observer: QueryObserver): QueryObserver {
  return {
    poolSize: (max) => observer.poolSize(max),
    sent: () => observer.sent(),
    answered: (operation, seconds, ok) => observer.answered(operation, seconds, ok),
    began(operation) {
      if (!trace.getActiveSpan()) return () => {};
      const span = tracer.startSpan(`db ${operation}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation },
      });
      return (ok) => {
        if (!ok) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
    },
  };
}
