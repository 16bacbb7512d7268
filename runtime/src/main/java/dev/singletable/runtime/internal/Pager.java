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
  private final PageQuery<T> query;
  private final int pageSize;
  private final ItemMapper<T> mapper;
  /** The items found so far: the first response's own list until a second response arrives. */
  private List<Map<String, AttributeValue>> found = List.of();
  private QueryRequest request;

  /** {@code first} already asks for {@link #limit(int, int) limit(pageSize, 0)} items. */
  Pager(QueryRequest first, PageQuery<T> query, int pageSize, ItemMapper<T> mapper) {
    this.query = query;
    this.pageSize = pageSize;
    this.mapper = mapper;
    this.request = first;
  }

  /** The first Query. */
  QueryRequest first() {
    return request;
  }

  /** Takes the response to the last request: the next Query, or empty when the page is complete. */
  Optional<QueryRequest> next(QueryResponse response) {
    if (found.isEmpty()) {
      found = response.items();
    } else {
      List<Map<String, AttributeValue>> more = new ArrayList<>(found.size() + response.items().size());
      more.addAll(found);
      more.addAll(response.items());
      found = more;
    }
    if (found.size() > pageSize || !response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
      return Optional.empty();
    }
    request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey())
        .limit(limit(pageSize, found.size())).build();
    return Optional.of(request);
  }

  /** The page: at most {@code pageSize} items, and a cursor if more were found. */
  Page<T> page() {
    int count = Math.min(found.size(), pageSize);
    Object[] items = new Object[count];
    for (int i = 0; i < count; i++) {
      items[i] = mapper.fromItem(found.get(i));
    }
    String next = found.size() > pageSize ? cursorAfter(found.get(count - 1)) : null;
    return new Page<>(new PageItems<T>(items), next);
  }

  /** The cursor that resumes after {@code last}: the values of its position attributes. */
  private String cursorAfter(Map<String, AttributeValue> last) {
    List<String> attributes = query.position();
    List<String> position = new ArrayList<>(attributes.size());
    for (String attribute : attributes) {
      position.add(Values.requireString(last, attribute));
    }
    return Cursors.encode(query.scope(), position);
  }

  /** How many items to ask for: one beyond the page, less those already found. */
  static int limit(int pageSize, int found) {
    return (int) Math.min(pageSize + 1L - found, Integer.MAX_VALUE);
  }
}
