package dev.singletable.it;

import dev.singletable.runtime.AsyncItemCollection;
import dev.singletable.runtime.AsyncNodeRepository;
import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Member} nodes: {@code PK = MEMBER#<id>}, {@code SK = #Member}.
 * The rest is {@link AsyncNodeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class MemberAsyncRepository extends AsyncNodeRepository<Member> {
  /**
   * Over {@code client} (never closed here) and the physical table {@code tableName}.
   */
  public MemberAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #MemberAsyncRepository(DynamoDbAsyncClient, String)}, in a table built with {@code settings}.
   */
  public MemberAsyncRepository(DynamoDbAsyncClient client, String tableName,
      TableSettings settings) {
    this(TableContext.of(client, tableName, settings, "new MemberAsyncRepository"));
  }

  /**
   * Over the client, table name and settings of {@link MainAsyncTable}, which hands them to its
   * repositories as one {@link Wiring}; its accessors give repositories built this way.
   */
  public MemberAsyncRepository(Wiring table) {
    super(RepositoryWiring.node(table, MemberMapper.INSTANCE,
        "MemberAsyncRepository", "Member", "member", "members", MemberCollectionPage.TYPES));
  }

  /**
   * The node, or empty when it does not exist: one GetItem.
   */
  public CompletableFuture<Optional<Member>> get(String id, ReadConsistency consistency) {
    return getByKey(() -> MemberKeys.primaryKey(id), consistency);
  }

  /**
   * As {@link #get(String, ReadConsistency)}, eventually consistent.
   */
  public CompletableFuture<Optional<Member>> get(String id) {
    return get(id, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the node exists: one GetItem that fetches only the key.
   */
  public CompletableFuture<Boolean> exists(String id, ReadConsistency consistency) {
    return existsByKey(() -> MemberKeys.primaryKey(id), consistency);
  }

  /**
   * As {@link #exists(String, ReadConsistency)}, eventually consistent.
   */
  public CompletableFuture<Boolean> exists(String id) {
    return exists(id, ReadConsistency.EVENTUAL);
  }

  /**
   * The key of the node with these ids, for a read transaction's get: {@code
   * read.get(table.members().key(...))}. Sends nothing.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key
   * @see dev.singletable.runtime.AsyncReadTransaction#get(dev.singletable.runtime.ItemKey)
   */
  public ItemKey<Member> key(String id) {
    return keyOf(MemberKeys.primaryKey(id));
  }

  /**
   * Deletes the node; true if it existed.
   */
  public CompletableFuture<Boolean> delete(String id) {
    return deleteByKey(() -> MemberKeys.primaryKey(id));
  }

  /**
   * Deletes the node only if it meets {@code condition}, made with {@link MemberCondition}; true if
   * it existed and was deleted, false if none was stored.
   * The future fails as the synchronous repository's {@code delete} throws.
   */
  public CompletableFuture<Boolean> delete(String id, Condition<Member> condition) {
    return deleteByKey(() -> MemberKeys.primaryKey(id), condition);
  }

  /**
   * The nodes with {@code ids}, one element per id in the same order: the stored node, or empty
   * when it does not exist. BatchGetItem, 100 keys a call, resent as the table's {@code BatchSettings}
   * say; an id asked for twice is read once.
   *
   * <p>The future fails with {@link dev.singletable.runtime.InvalidKeyException}
   * if an id is null or cannot be a key, before any request.
   * <p>The future fails with {@link dev.singletable.runtime.BatchIncompleteException}
   * if keys were still unread after the last attempt;
   * its {@code notRead()} lists their ids.
   */
  public CompletableFuture<List<Optional<Member>>> getAll(List<String> ids,
      ReadConsistency consistency) {
    return getAllByKeys(ids, MemberKeys::primaryKey, consistency);
  }

  /**
   * As {@link #getAll(List, ReadConsistency)}, eventually consistent.
   */
  public CompletableFuture<List<Optional<Member>>> getAll(List<String> ids) {
    return getAll(ids, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the nodes with {@code ids}: BatchWriteItem, 25 a call, unconditional, as delete is.
   * Deleting a node that does not exist is not an error; its edges are not deleted.
   *
   * <p>The future fails with {@link dev.singletable.runtime.InvalidKeyException}
   * if an id is null or cannot be a key, before any request.
   * <p>The future fails with {@link dev.singletable.runtime.BatchIncompleteException}
   * if deletes were still undone after the last attempt;
   * its {@code notDeleted()} lists their ids.
   */
  public CompletableFuture<Void> deleteAll(Collection<String> ids) {
    return deleteAllByKeys(ids, MemberKeys::primaryKey);
  }

  /**
   * Changes the node's attributes as {@code update} says, without reading it first: one UpdateItem,
   * conditioned on the node existing.
   * The result is the node as stored afterwards; nothing is written if a condition fails.
   * The future fails as the synchronous repository's {@code update} throws.
   */
  public CompletableFuture<Member> update(String id, MemberUpdate update) {
    return updateByKey(() -> MemberKeys.primaryKey(id), update);
  }

  /**
   * As the {@code update} without a condition, applied only if {@code condition} (made with
   * {@link MemberCondition}) holds too; a failed one is a {@code ConditionFailedException} naming the
   * attributes whose part failed, with the update's own conditions.
   */
  public CompletableFuture<Member> update(String id, MemberUpdate update,
      Condition<Member> condition) {
    return updateByKey(() -> MemberKeys.primaryKey(id), update, condition);
  }

  /**
   * The item collection of {@code id}: the Member and its Badge and Membership edges in the partition {@code PK = MEMBER#<id>},
   * read a page at a time ({@code page}) or page after page ({@code pages}), each page one Query.
   * The page size counts every item, items of other types included, which are skipped
   * ({@link MemberCollectionPage#skippedItems()}). Sends nothing until one of those is called.
   */
  public AsyncItemCollection<MemberCollectionPage> collection(String id) {
    return collection(() -> MemberKeys.key(id), MemberCollectionPage::new, "collection");
  }
}
