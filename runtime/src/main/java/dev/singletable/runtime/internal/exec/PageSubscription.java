package dev.singletable.runtime.internal.exec;

import dev.singletable.runtime.internal.plan.Resumable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * A subscription to the pages of a listing: one page per requested element, fetched only on demand,
 * one fetch at a time. The subscriber is signalled from the thread that completes a fetch.
 *
 * @param <R> the page
 */
final class PageSubscription<R> implements Subscription {
  private final Subscriber<? super R> subscriber;
  private final Function<Resumable<R>, CompletableFuture<R>> fetch;
  private final AtomicLong demand = new AtomicLong();
  /** Held while a page is being fetched and delivered. */
  private final AtomicBoolean fetching = new AtomicBoolean();
  /** The page to fetch next; null after the last one. Changed only while {@code fetching} is held. */
  private volatile Resumable<R> next;
  private volatile boolean stopped;

  PageSubscription(Subscriber<? super R> subscriber, Resumable<R> first,
      Function<Resumable<R>, CompletableFuture<R>> fetch) {
    this.subscriber = subscriber;
    this.next = first;
    this.fetch = fetch;
  }

  @Override
  public void request(long n) {
    if (n <= 0) {
      stopped = true;
      subscriber.onError(new IllegalArgumentException(
          "request(" + n + "): a subscriber must request a positive number of items (Reactive Streams 3.9)"));
      return;
    }
    demand.getAndUpdate(current -> current + n < 0 ? Long.MAX_VALUE : current + n);
    fetchIfWanted();
  }

  @Override
  public void cancel() {
    stopped = true;
  }

  private void fetchIfWanted() {
    if (stopped || next == null || demand.get() == 0 || !fetching.compareAndSet(false, true)) {
      return;
    }
    Resumable<R> read = next;
    fetch.apply(read).whenComplete((page, failure) -> deliver(read, page, failure));
  }

  private void deliver(Resumable<R> read, R page, Throwable failure) {
    if (stopped) {
      return;
    }
    if (failure != null) {
      stopped = true;
      subscriber.onError(AsyncCalls.cause(failure));
      return;
    }
    demand.decrementAndGet();
    next = read.next(page);
    subscriber.onNext(page);
    if (next == null) {
      stopped = true;
      subscriber.onComplete();
      return;
    }
    fetching.set(false);
    fetchIfWanted();
  }
}
