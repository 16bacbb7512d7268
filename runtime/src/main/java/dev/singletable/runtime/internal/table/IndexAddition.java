package dev.singletable.runtime.internal.table;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.runtime.internal.plan.Backoff;
import dev.singletable.runtime.internal.plan.Call;
import dev.singletable.runtime.internal.plan.Plan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * "Add the global secondary indexes the table lacks", as a {@link Plan}: DescribeTable, check the rest
 * of the table against the definition ({@link TableCheck}, a missing GSI excepted), then for each
 * missing GSI in the definition's order one UpdateTable that creates it (DynamoDB creates one index
 * per UpdateTable) and DescribeTable, pausing as {@link TableSetup} does, until the table and every
 * index are ACTIVE, so that the next UpdateTable is accepted. DynamoDB fills a new index from the
 * attributes the items hold already; items stored before the code wrote the index's keys need the
 * repositories' {@code backfill()} afterwards. A table billed PROVISIONED gives each new index its own
 * read and write capacity. The result is the names of the indexes added, empty when none was missing.
 */
public final class IndexAddition extends Plan<List<String>> {
  /** Creating an index over a table with data takes as long as its backfill: minutes to hours. */
  static final Duration WAIT_LIMIT = Duration.ofHours(6);
  /** How long DescribeTable may not show an index that UpdateTable was answered for (it is eventual). */
  static final Duration SHOWN_LIMIT = Duration.ofSeconds(30);

  /** What comes next. */
  enum Next { DESCRIBE, UPDATE, PAUSE, DONE }

  private final CreateTableRequest definition;
  private final DescribeTableRequest describe;
  private final long deadline;
  private final List<String> added = new ArrayList<>();
  private Next next = Next.DESCRIBE;
  private boolean checked;
  private UpdateTableRequest update;
  /** The index the last UpdateTable created, until DescribeTable shows it; null otherwise. */
  private String awaiting;
  private long awaitingSince;
  private long pauseMillis = TableSetup.FIRST_PAUSE_MILLIS;

  /** The plan that adds to the table of {@code definition} every GSI of it that the table lacks. */
  public static Plan<List<String>> of(CreateTableRequest definition) {
    return new IndexAddition(definition);
  }

  IndexAddition(CreateTableRequest definition) {
    this.definition = definition;
    this.describe = DescribeTableRequest.builder().tableName(definition.tableName()).build();
    this.deadline = System.nanoTime() + WAIT_LIMIT.toNanos();
  }

  @Override
  public Step step() {
    return switch (next) {
      case DESCRIBE -> new Send<>(Call.TableCalls.DESCRIBE_TABLE, describe);
      case UPDATE -> new Send<>(Call.TableCalls.UPDATE_TABLE, update);
      case PAUSE -> new Wait(Duration.ofMillis(pauseMillis), Backoff.WAITS);
      case DONE -> Done.DONE;
    };
  }

  @Override
  public void answered(Object response) {
    if (next == Next.DESCRIBE) {
      described(((DescribeTableResponse) response).table());
    } else {
      awaiting = update.globalSecondaryIndexUpdates().get(0).create().indexName();
      awaitingSince = System.nanoTime();
      added.add(awaiting);
      pauseMillis = TableSetup.FIRST_PAUSE_MILLIS;
      next = Next.DESCRIBE;
    }
  }

  /** A table that does not exist has no index to add: createIfMissing() makes it with all of them. */
  @Override
  public void failed(RuntimeException failure) {
    if (next == Next.DESCRIBE && failure instanceof ResourceNotFoundException) {
      throw new TableMismatchException(definition.tableName(), "Table " + definition.tableName()
          + " does not exist, so addMissingIndexes() has nothing to add to. Create it with createIfMissing(),"
          + " which creates every index.");
    }
    throw failure;
  }

  @Override
  public void waited() {
    pauseMillis = Math.min(pauseMillis * 2, TableSetup.LONGEST_PAUSE_MILLIS);
    next = Next.DESCRIBE;
  }

  @Override
  public RuntimeException interrupted(InterruptedException e) {
    return new IllegalStateException("interrupted while waiting for the indexes of " + definition.tableName()
        + " to become ACTIVE; the index being created goes on being created", e);
  }

  @Override
  public List<String> result() {
    return List.copyOf(added);
  }

  /**
   * Takes a DescribeTable answer: once the table and its indexes are ACTIVE, the next missing index
   * is created, or the plan is done.
   *
   * @throws TableMismatchException if the table differs from the definition otherwise
   * @throws IllegalStateException if the table or an index was not ACTIVE within {@link #WAIT_LIMIT}
   */
  void described(TableDescription table) {
    if (!checked) {
      TableCheck.check(table, definition, true);
      checked = true;
    }
    if (awaiting != null && table.globalSecondaryIndexes().stream().noneMatch(i -> i.indexName().equals(awaiting))) {
      if (System.nanoTime() - awaitingSince > SHOWN_LIMIT.toNanos()) {
        throw new IllegalStateException("UpdateTable was answered for index " + awaiting + " of " + definition.tableName()
            + ", but DescribeTable shows no such index " + SHOWN_LIMIT.toSeconds() + " s later: this server does"
            + " not create indexes with UpdateTable (plain dynalite does not; singletable-testing's launcher does)");
      }
      next = Next.PAUSE;
      return;
    }
    awaiting = null;
    if (!TableSetup.isActive(table)) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("table " + definition.tableName() + " or one of its indexes did not"
            + " become ACTIVE within " + WAIT_LIMIT.toHours() + " hours; check it in the DynamoDB console");
      }
      next = Next.PAUSE;
      return;
    }
    GlobalSecondaryIndex missing = firstMissing(table);
    if (missing == null) {
      next = Next.DONE;
      return;
    }
    update = create(table, missing);
    next = Next.UPDATE;
  }

  private GlobalSecondaryIndex firstMissing(TableDescription table) {
    Set<String> present = new HashSet<>();
    table.globalSecondaryIndexes().forEach(index -> present.add(index.indexName()));
    return definition.globalSecondaryIndexes().stream().filter(index -> !present.contains(index.indexName()))
        .findFirst().orElse(null);
  }

  /** The UpdateTable that creates {@code index}: its key attributes declared, capacity if provisioned. */
  private UpdateTableRequest create(TableDescription table, GlobalSecondaryIndex index) {
    Set<String> keys = new HashSet<>();
    index.keySchema().stream().map(KeySchemaElement::attributeName).forEach(keys::add);
    List<AttributeDefinition> attributes = definition.attributeDefinitions().stream()
        .filter(attribute -> keys.contains(attribute.attributeName())).toList();
    CreateGlobalSecondaryIndexAction.Builder create = CreateGlobalSecondaryIndexAction.builder()
        .indexName(index.indexName()).keySchema(index.keySchema()).projection(index.projection());
    boolean provisioned = table.billingModeSummary() == null
        || table.billingModeSummary().billingMode() == BillingMode.PROVISIONED;
    if (provisioned && table.provisionedThroughput() != null) {
      create.provisionedThroughput(ProvisionedThroughput.builder()
          .readCapacityUnits(table.provisionedThroughput().readCapacityUnits())
          .writeCapacityUnits(table.provisionedThroughput().writeCapacityUnits()).build());
    }
    return UpdateTableRequest.builder().tableName(definition.tableName()).attributeDefinitions(attributes)
        .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(create.build()).build())
        .build();
  }
}
