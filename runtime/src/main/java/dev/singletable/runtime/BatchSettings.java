package dev.singletable.runtime;

import java.time.Duration;

/**
 * How batch reads and writes resend what DynamoDB left unprocessed or throttled: at most
 * {@link #maxAttempts()} requests per call of a batch, waiting before each resend a random time
 * between zero and {@code min(maxDelay, baseDelay * 2^(attempt - 1))} ("full jitter"). Immutable;
 * start from {@link #defaults()}.
 */
public final class BatchSettings {
  private static final BatchSettings DEFAULTS =
      new BatchSettings(8, Duration.ofMillis(50), Duration.ofSeconds(5));

  private final int maxAttempts;
  private final Duration baseDelay;
  private final Duration maxDelay;

  private BatchSettings(int maxAttempts, Duration baseDelay, Duration maxDelay) {
    this.maxAttempts = maxAttempts;
    this.baseDelay = baseDelay;
    this.maxDelay = maxDelay;
  }

  /** 8 attempts, base delay 50 ms, delays capped at 5 s. */
  public static BatchSettings defaults() {
    return DEFAULTS;
  }

  /**
   * Returns settings that send each call of a batch at most {@code maxAttempts} times.
   *
   * @throws InvalidRequestException if {@code maxAttempts} is below 1
   */
  public BatchSettings maxAttempts(int maxAttempts) {
    if (maxAttempts < 1) {
      throw new InvalidRequestException("maxAttempts is " + maxAttempts
          + " but a batch is sent at least once. Pass a maxAttempts of 1 or more.");
    }
    return new BatchSettings(maxAttempts, baseDelay, maxDelay);
  }

  /**
   * Returns settings whose first resend waits up to {@code baseDelay}, doubling after each.
   *
   * @throws InvalidRequestException if {@code baseDelay} is null or negative
   */
  public BatchSettings baseDelay(Duration baseDelay) {
    return new BatchSettings(maxAttempts, requireDelay(baseDelay, "baseDelay"), maxDelay);
  }

  /**
   * Returns settings that never wait longer than {@code maxDelay} before a resend.
   *
   * @throws InvalidRequestException if {@code maxDelay} is null or negative
   */
  public BatchSettings maxDelay(Duration maxDelay) {
    return new BatchSettings(maxAttempts, baseDelay, requireDelay(maxDelay, "maxDelay"));
  }

  /** The most requests sent for one call of a batch, the first included. */
  public int maxAttempts() {
    return maxAttempts;
  }

  /** The longest wait before the first resend. */
  public Duration baseDelay() {
    return baseDelay;
  }

  /** The longest wait before any resend. */
  public Duration maxDelay() {
    return maxDelay;
  }

  private static Duration requireDelay(Duration delay, String name) {
    if (delay == null || delay.isNegative()) {
      throw new InvalidRequestException(name + " is " + delay
          + " but a delay is zero or more. Pass a Duration such as Duration.ofMillis(50).");
    }
    return delay;
  }

  @Override
  public String toString() {
    return "BatchSettings[maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay
        + "]";
  }
}
