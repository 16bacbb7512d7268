package dev.singletable.runtime.internal.plan;

import dev.singletable.runtime.BatchSettings;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;

/**
 * When to resend a batch call or a transaction, and how to wait: exponential backoff with full
 * jitter, a random delay in {@code [0, min(maxDelay, baseDelay * 2^(attempt - 1)))}. The waits are
 * a seam so that tests never sleep: the sync driver calls {@link #sleep} (it blocks), the async one
 * {@link #after} (a future completed later, on {@link CompletableFuture#delayedExecutor}, with no
 * thread waiting); a {@link Plan.Wait} names the backoff whose waits it uses.
 */
public class Backoff {
  /** Real waits, for a plan whose delays are its own rather than this backoff's (a table set-up's polls). */
  public static final Backoff WAITS = of(BatchSettings.defaults());

  private final BatchSettings settings;
  private final DoubleSupplier jitter;

  /** @param jitter a source of random numbers in {@code [0, 1)} */
  public Backoff(BatchSettings settings, DoubleSupplier jitter) {
    this.settings = settings;
    this.jitter = jitter;
  }

  /** Real waits and a thread-local random jitter. */
  public static Backoff of(BatchSettings settings) {
    return new Backoff(settings, () -> ThreadLocalRandom.current().nextDouble());
  }

  public BatchSettings settings() {
    return settings;
  }

  /** The wait before the resend that follows attempt {@code attempt} (1 for the first request). */
  public Duration delay(int attempt) {
    long base = settings.baseDelay().toNanos();
    long cap = settings.maxDelay().toNanos();
    int doublings = Math.min(attempt - 1, 62);
    long ceiling = base > (cap >> doublings) ? cap : Math.min(cap, base << doublings);
    return Duration.ofNanos((long) (jitter.getAsDouble() * ceiling));
  }

  /** Blocks the calling thread for {@code delay}. */
  public void sleep(Duration delay) throws InterruptedException {
    if (!delay.isZero()) {
      TimeUnit.NANOSECONDS.sleep(delay.toNanos());
    }
  }

  /** A future completed once {@code delay} has passed; no thread waits for it. */
  public CompletableFuture<Void> after(Duration delay) {
    if (delay.isZero()) {
      return CompletableFuture.completedFuture(null);
    }
    return CompletableFuture.runAsync(() -> { },
        CompletableFuture.delayedExecutor(delay.toNanos(), TimeUnit.NANOSECONDS));
  }
}
