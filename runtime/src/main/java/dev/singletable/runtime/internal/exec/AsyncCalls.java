package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.SingleTableException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.core.async.SdkPublisher;

/**
 * The first step of generated asynchronous methods: argument checks and request building run on the
 * caller's thread, and a refusal becomes a failed future (or a publisher that signals it) instead of
 * an exception, with nothing sent.
 */
public final class AsyncCalls {
  private static final Subscription NOTHING = new Subscription() {
    @Override
    public void request(long n) {}

    @Override
    public void cancel() {}
  };

  private AsyncCalls() {}

  /** The future {@code call} returns, or a future failed with the refusal it threw. */
  public static <R> CompletableFuture<R> future(Supplier<CompletableFuture<R>> call) {
    try {
      return call.get();
    } catch (SingleTableException refused) {
      return CompletableFuture.failedFuture(refused);
    }
  }

  /** The publisher {@code call} returns, or one that signals the refusal it threw to each subscriber. */
  public static <T> SdkPublisher<T> publisher(Supplier<SdkPublisher<T>> call) {
    try {
      return call.get();
    } catch (SingleTableException refused) {
      return subscriber -> {
        subscriber.onSubscribe(NOTHING);
        subscriber.onError(refused);
      };
    }
  }

  /** {@code failure} as a future's failure, to be thrown from a completion stage. */
  static CompletionException completion(Throwable failure) {
    return failure instanceof CompletionException completion ? completion : new CompletionException(failure);
  }

  /** The exception inside the wrappers futures put around it. */
  static Throwable cause(Throwable failure) {
    Throwable cause = failure;
    while ((cause instanceof CompletionException || cause instanceof ExecutionException)
        && cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause;
  }
}
