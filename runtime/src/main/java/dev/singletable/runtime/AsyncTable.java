package dev.singletable.runtime;

import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * What every generated async table class ({@code SocialAsyncTable}) does, as {@link Table} says for
 * the sync ones; each method's future fails with what the sync one throws.
 */
public interface AsyncTable {
  /** The physical table name this object reads and writes. */
  String tableName();

  /** The CreateTableRequest of this table: its keys, indexes and projections, on-demand billing. */
  CreateTableRequest definition();

  /** Creates the table unless it exists; completes when it is ACTIVE. */
  CompletableFuture<Void> createIfMissing();

  /** Checks that the table exists and fits the generated code, and changes nothing: one DescribeTable. */
  CompletableFuture<Void> verify();
}
