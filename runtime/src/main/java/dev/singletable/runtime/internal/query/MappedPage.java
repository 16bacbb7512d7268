package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.Page;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A listing's page: every item read by the one mapper of the listing's record. */
public final class MappedPage<T> implements PageAssembler<Page<T>> {
  private final ItemMapper<T> mapper;

  public MappedPage(ItemMapper<T> mapper) {
    this.mapper = mapper;
  }

  @Override
  public Page<T> assemble(List<Map<String, AttributeValue>> items, int count, String nextCursorOrNull) {
    Object[] mapped = new Object[count];
    for (int i = 0; i < count; i++) {
      mapped[i] = mapper.fromItem(items.get(i));
    }
    return new Page<>(new PageItems<T>(mapped), nextCursorOrNull);
  }

  @Override
  public String nextCursor(Page<T> page) {
    return page.nextCursor().orElse(null);
  }
}
