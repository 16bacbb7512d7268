package dev.singletable.runtime.internal;

import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The state machine of one exact page: {@link #first()}, then {@link #next} with each response until
 * it says done, then {@link #page()}. It sends nothing itself, so one loop drives it synchronously and
 * a future chain asynchronously. Each Query asks for one item beyond the page, so a cursor is made
 * only when another item really follows; while DynamoDB stops early (1 MB) it asks again.
 * One pager serves one page, one step at a time.
 */
final class Pager<T> {
  private final String sortAttribute;
  private final String scope;
  private final int pageSize;
  private final ItemMapper<T> mapper;
  private final List<Map<String, AttributeValue>> found = new ArrayList<>();
  private QueryRequest request;

  Pager(QueryRequest first, String sortAttribute, String scope, int pageSize, ItemMapper<T> mapper) {
    this.sortAttribute = sortAttribute;
    this.scope = scope;
    this.pageSize = pageSize;
    this.mapper = mapper;
    this.request = first.toBuilder().limit(limit()).build();
  }

  /** The first Query. */
  QueryRequest first() {
    return request;
  }

  /** Takes the response to the last request: the next Query, or empty when the page is complete. */
  Optional<QueryRequest> next(QueryResponse response) {
    found.addAll(response.items());
    if (found.size() > pageSize || !response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
      return Optional.empty();
    }
    request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).limit(limit()).build();
    return Optional.of(request);
  }

  /** The page: at most {@code pageSize} items, and a cursor if more were found. */
  Page<T> page() {
    int count = Math.min(found.size(), pageSize);
    List<T> items = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      items.add(mapper.fromItem(found.get(i)));
    }
    String next = found.size() > pageSize
        ? Cursors.encode(scope, Values.requireString(found.get(count - 1), sortAttribute))
        : null;
    return new Page<>(items, next);
  }

  private int limit() {
    return (int) Math.min(pageSize + 1L - found.size(), Integer.MAX_VALUE);
  }
}
