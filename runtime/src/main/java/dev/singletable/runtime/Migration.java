package dev.singletable.runtime;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.plan.Plan;
import dev.singletable.runtime.internal.tx.ScanResult;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A rewrite of stored items that reads the table page by page (a Scan, the one place this library
 * scans: a migration must see every item) and rewrites, one UpdateItem each, the items of one record
 * type that need it: {@link Reshard} (an edge's inverted index to another shard count) and {@link
 * Backfill} (the keys of the {@code @Index} indexes of one record type). Each rewrite is a pure
 * function of the item read, conditioned on the item still being as read, so a migration is safe to
 * run again at any time: after a crash, resume from the last {@link Step#resumeToken()} you kept, or
 * start over, which rewrites only what is still left.
 *
 * <pre>{@code
 * String token = loadSavedTokenOrNull();
 * do {
 *   Migration.Step step = migration.step(token, 500);
 *   token = step.resumeToken();
 *   saveToken(token);
 * } while (token != null);
 * }</pre>
 *
 * Cost: one read of every item of the table (Scan, eventually consistent) and one write per item
 * rewritten. Made by a repository over a {@code DynamoDbClient}, it runs with {@link #step} and {@link
 * #run}; over a {@code DynamoDbAsyncClient}, with {@link #stepAsync} and {@link #runAsync}, which
 * block no thread.
 */
public abstract sealed class Migration permits Reshard, Backfill {
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  final TableContext context;
  private final String name;

  Migration(TableContext context, String name) {
    this.context = context;
    this.name = name;
  }

  /**
   * What one step did.
   *
   * @param resumeToken where the next step starts, or null when the whole table was read
   * @param scanned the items read
   * @param rewritten the items this step changed
   */
  public record Step(String resumeToken, int scanned, int rewritten) {}

  /**
   * Reads one page of at most {@code pageSize} items from {@code resumeToken} (null: from the start)
   * and rewrites each item that needs it.
   *
   * @throws InvalidRequestException if {@code pageSize} is not positive or the token is not one of
   *     {@link Step#resumeToken()}, before any request
   * @throws InvalidRequestException if this migration was made for an asynchronous client (use
   *     {@link #stepAsync}), before any request
   */
  public final Step step(String resumeToken, int pageSize) {
    if (context.isAsync()) {
      throw new InvalidRequestException(name + ".step: this migration was made for a DynamoDbAsyncClient;"
          + " use stepAsync or runAsync, or make it from a DynamoDbClient.");
    }
    return step(context.sync().run(plan(resumeToken, pageSize)));
  }

  /** As {@link #step}, without blocking; refusals come as a failed future, before any request. */
  public final CompletableFuture<Step> stepAsync(String resumeToken, int pageSize) {
    if (!context.isAsync()) {
      return CompletableFuture.failedFuture(new InvalidRequestException(name + ".stepAsync: this migration was"
          + " made for a DynamoDbClient; use step or run, or make it from a DynamoDbAsyncClient."));
    }
    try {
      return context.async().run(plan(resumeToken, pageSize)).thenApply(Migration::step);
    } catch (InvalidRequestException refused) {
      return CompletableFuture.failedFuture(refused);
    }
  }

  /** Runs steps of {@code pageSize} from the start to the end; the number of items rewritten. */
  public final long run(int pageSize) {
    long rewritten = 0;
    String token = null;
    do {
      Step step = step(token, pageSize);
      rewritten += step.rewritten();
      token = step.resumeToken();
    } while (token != null);
    return rewritten;
  }

  /** As {@link #run}, without blocking: each step starts when the previous one has ended. */
  public final CompletableFuture<Long> runAsync(int pageSize) {
    return runAsync(null, pageSize, 0);
  }

  private CompletableFuture<Long> runAsync(String token, int pageSize, long rewritten) {
    return stepAsync(token, pageSize).thenCompose(step -> step.resumeToken() == null
        ? CompletableFuture.completedFuture(rewritten + step.rewritten())
        : runAsync(step.resumeToken(), pageSize, rewritten + step.rewritten()));
  }

  /** One step's plan: a Scan page from {@code startKey} (null: the start) and its rewrites. */
  abstract Plan<ScanResult> plan(Map<String, AttributeValue> startKey, int pageSize);

  private Plan<ScanResult> plan(String resumeToken, int pageSize) {
    if (pageSize < 1) {
      throw new InvalidRequestException(name + ".step: pageSize is " + pageSize + "; pass 1 or more, e.g. 500.");
    }
    return plan(resumeToken == null ? null : decode(resumeToken), pageSize);
  }

  private static Step step(ScanResult result) {
    return new Step(result.lastKey() == null ? null : encode(result.lastKey()), result.scanned(), result.rewritten());
  }

  /** The Scan's last key, {@code PK} and {@code SK}, as URL-safe text: each as 4-byte length and UTF-8. */
  private static String encode(Map<String, AttributeValue> key) {
    byte[] pk = key.get(Layout.PK).s().getBytes(StandardCharsets.UTF_8);
    byte[] sk = key.get(Layout.SK).s().getBytes(StandardCharsets.UTF_8);
    return ENCODER.encodeToString(ByteBuffer.allocate(8 + pk.length + sk.length)
        .putInt(pk.length).put(pk).putInt(sk.length).put(sk).array());
  }

  private Map<String, AttributeValue> decode(String token) {
    try {
      ByteBuffer bytes = ByteBuffer.wrap(Base64.getUrlDecoder().decode(token));
      Map<String, AttributeValue> key = new HashMap<>(4);
      for (String attribute : new String[] {Layout.PK, Layout.SK}) {
        byte[] value = new byte[bytes.getInt()];
        bytes.get(value);
        key.put(attribute, AttributeValue.fromS(new String(value, StandardCharsets.UTF_8)));
      }
      if (bytes.hasRemaining()) {
        throw new IllegalArgumentException("trailing bytes");
      }
      return key;
    } catch (RuntimeException e) {
      throw new InvalidRequestException(name + ".step: the resume token is not one that a step returned;"
          + " pass the last Step.resumeToken() you saved, or null to start over (safe: done items are skipped).");
    }
  }
}
