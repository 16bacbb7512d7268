package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.InvalidItemException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts one collection to an attribute value; the bodies of the {@link Values} writers of lists,
 * sets and maps, as {@link Readers} holds those of its readers. A null element of a list or value of
 * a map is stored as NUL; a set cannot hold one.
 */
final class Writers {
  private static final AttributeValue NUL = AttributeValue.createNul(true);

  private Writers() {}

  static AttributeValue stringList(List<String> value) {
    List<AttributeValue> list = new ArrayList<>(value.size());
    for (String element : value) {
      list.add(element == null ? NUL : AttributeValue.createS(element));
    }
    return AttributeValue.createL(list);
  }

  static AttributeValue stringSet(Set<String> value, String attribute) {
    if (value.isEmpty()) {
      // Made on use: a shared constant would make every mapper's first use build the SDK's list
      // copier (a lambda class) for a value that most records never write.
      return AttributeValue.createL(List.of());
    }
    List<String> elements = new ArrayList<>(value.size());
    for (String element : value) {
      if (element == null) {
        throw new InvalidItemException(attribute, "Attribute " + attribute
            + " is a set containing null, which DynamoDB cannot store. Remove null from the set.");
      }
      elements.add(element);
    }
    return AttributeValue.createSs(elements);
  }

  static AttributeValue stringMap(Map<String, String> value) {
    Map<String, AttributeValue> map = new LinkedHashMap<>(value.size() * 4 / 3 + 1);
    for (Map.Entry<String, String> entry : value.entrySet()) {
      map.put(entry.getKey(),
          entry.getValue() == null ? NUL : AttributeValue.createS(entry.getValue()));
    }
    return AttributeValue.createM(map);
  }
}
