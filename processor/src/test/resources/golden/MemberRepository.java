package dev.singletable.it;

import dev.singletable.runtime.Condition;
import dev.singletable.runtime.ItemCollection;
import dev.singletable.runtime.ItemKey;
import dev.singletable.runtime.NodeRepository;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Member} nodes: {@code PK = MEMBER#<id>}, {@code SK = #Member}.
 * The rest is {@link NodeRepository}'s.
 */
@Generated("dev.singletable.processor.SingleTableProcessor")
public final class MemberRepository extends NodeRepository<Member> {
  /**
   * Over {@code client} (never closed here) and the physical table {@code tableName}.
   */
  public MemberRepository(DynamoDbClient client, String tableName) {
    this(client, tableName, TableSettings.defaults());
  }

  /**
   * As {@link #MemberRepository(DynamoDbClient, String)}, in a table built with {@code settings}.
   */
  public MemberRepository(DynamoDbClient client, String tableName, TableSettings settings) {
    this(TableContext.of(client, tableName, settings, "new MemberRepository"));
  }

  /**
   * Over the client, table name and settings of {@link MainTable}, which hands them to its
   * repositories as one {@link Wiring}; its accessors give repositories built this way.
   */
  public MemberRepository(Wiring table) {
    super(RepositoryWiring.node(table, MemberMapper.INSTANCE,
        "MemberRepository", "Member", "member", "members", MemberCollectionPage.TYPES));
  }

  /**
   * The node, or empty when it does not exist: one GetItem.
   */
  public Optional<Member> get(String id, ReadConsistency consistency) {
    return getByKey(MemberKeys.primaryKey(id), consistency);
  }

  /**
   * As {@link #get(String, ReadConsistency)}, eventually consistent.
   */
  public Optional<Member> get(String id) {
    return get(id, ReadConsistency.EVENTUAL);
  }

  /**
   * Whether the node exists: one GetItem that fetches only the key.
   */
  public boolean exists(String id, ReadConsistency consistency) {
    return existsByKey(MemberKeys.primaryKey(id), consistency);
  }

  /**
   * As {@link #exists(String, ReadConsistency)}, eventually consistent.
   */
  public boolean exists(String id) {
    return exists(id, ReadConsistency.EVENTUAL);
  }

  /**
   * The key of the node with these ids, for a read transaction's get: {@code
   * read.get(table.members().key(...))}. Sends nothing.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key
   * @see dev.singletable.runtime.ReadTransaction#get(dev.singletable.runtime.ItemKey)
   */
  public ItemKey<Member> key(String id) {
    return keyOf(MemberKeys.primaryKey(id));
  }

  /**
   * Deletes the node; true if it existed.
   */
  public boolean delete(String id) {
    return deleteByKey(MemberKeys.primaryKey(id));
  }

  /**
   * Deletes the node only if it meets {@code condition}, made with {@link MemberCondition}; true if
   * it existed and was deleted, false if none was stored.
   *
   * @throws dev.singletable.runtime.ConditionFailedException if the stored node does not meet it;
   *     nothing was deleted
   */
  public boolean delete(String id, Condition<Member> condition) {
    return deleteByKey(MemberKeys.primaryKey(id), condition);
  }

  /**
   * The nodes with {@code ids}, one element per id in the same order: the stored node, or empty
   * when it does not exist. BatchGetItem, 100 keys a call, resent as the table's {@code BatchSettings}
   * say; an id asked for twice is read once.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if keys were still unread after the last attempt;
   *     its {@code notRead()} lists their ids
   */
  public List<Optional<Member>> getAll(List<String> ids, ReadConsistency consistency) {
    return getAllByKeys(ids, MemberKeys::primaryKey, consistency);
  }

  /**
   * As {@link #getAll(List, ReadConsistency)}, eventually consistent.
   */
  public List<Optional<Member>> getAll(List<String> ids) {
    return getAll(ids, ReadConsistency.EVENTUAL);
  }

  /**
   * Deletes the nodes with {@code ids}: BatchWriteItem, 25 a call, unconditional, as delete is.
   * Deleting a node that does not exist is not an error; its edges are not deleted.
   *
   * @throws dev.singletable.runtime.InvalidKeyException if an id is null or cannot be a key, before any request
   * @throws dev.singletable.runtime.BatchIncompleteException if deletes were still undone after the last attempt;
   *     its {@code notDeleted()} lists their ids
   */
  public void deleteAll(Collection<String> ids) {
    deleteAllByKeys(ids, MemberKeys::primaryKey);
  }

  /**
   * Changes the node's attributes as {@code update} says, without reading it first: one UpdateItem,
   * conditioned on the node existing.
   * The result is the node as stored afterwards; nothing is written if a condition fails.
   *
   * @throws dev.singletable.runtime.ItemNotFoundException if there is no such node
   * @throws dev.singletable.runtime.ConditionFailedException if a condition of {@code update} does not hold
   * @throws dev.singletable.runtime.InvalidRequestException if {@code update} is null or changes nothing
   */
  public Member update(String id, MemberUpdate update) {
    return updateByKey(MemberKeys.primaryKey(id), update);
  }

  /**
   * As the {@code update} without a condition, applied only if {@code condition} (made with
   * {@link MemberCondition}) holds too; a failed one is a {@code ConditionFailedException} naming the
   * attributes whose part failed, with the update's own conditions.
   */
  public Member update(String id, MemberUpdate update, Condition<Member> condition) {
    return updateByKey(MemberKeys.primaryKey(id), update, condition);
  }

  /**
   * The item collection of {@code id}: the Member and its Badge and Membership edges in the partition {@code PK = MEMBER#<id>},
   * read a page at a time ({@code page}) or page after page ({@code pages}), each page one Query.
   * The page size counts every item, items of other types included, which are skipped
   * ({@link MemberCollectionPage#skippedItems()}). Sends nothing until one of those is called.
   */
  public ItemCollection<MemberCollectionPage> collection(String id) {
    return collection(MemberKeys.key(id), MemberCollectionPage::new, "collection");
  }
}
