package dev.singletable.runtime.internal;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Sends a batch, blocking or as a chain of futures. What a request holds and how to read its
 * response is the {@link Call}'s; when to resend is {@link BatchRounds}'s; here is only the sending.
 */
final class BatchRunner {
  /**
   * One kind of batch call.
   *
   * @param <E> one write or one key
   * @param <Q> the request
   * @param <S> the response
   */
  interface Call<E, Q, S> {
    Q request(List<E> pending);

    /** Reads the response (keeping any items it returned) and gives back what it left unprocessed. */
    List<E> unprocessed(List<E> pending, S response);
  }

  private BatchRunner() {}

  static <E, Q, S> void run(BatchRounds<E> rounds, Call<E, Q, S> call, Function<Q, S> send,
      Backoff backoff) {
    while (!rounds.done()) {
      Duration wait = attempt(rounds, call, send);
      try {
        backoff.sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw rounds.interrupted(e);
      }
    }
  }

  private static <E, Q, S> Duration attempt(BatchRounds<E> rounds, Call<E, Q, S> call, Function<Q, S> send) {
    S response;
    try {
      response = send.apply(call.request(rounds.pending()));
    } catch (RuntimeException e) {
      return rounds.failed(e);
    }
    return rounds.answered(call.unprocessed(rounds.pending(), response));
  }

  /** Never blocks: each request starts when the previous one, or the wait after it, completes. */
  static <E, Q, S> CompletableFuture<Void> runAsync(BatchRounds<E> rounds, Call<E, Q, S> call,
      Function<Q, CompletableFuture<S>> send, Backoff backoff) {
    if (rounds.done()) {
      return CompletableFuture.completedFuture(null);
    }
    CompletableFuture<S> sent;
    try {
      sent = send.apply(call.request(rounds.pending()));
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    return sent
        .handle((response, error) -> error == null
            ? rounds.answered(call.unprocessed(rounds.pending(), response))
            : rounds.failed(error))
        .thenCompose(backoff::after)
        .thenCompose(ignored -> runAsync(rounds, call, send, backoff));
  }
}
