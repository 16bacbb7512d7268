package dev.singletable.runtime.internal.tx;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one step of a migration did: a Scan page read, and the items of it rewritten.
 *
 * @param lastKey the Scan's last key, where the next step starts, or null when the table was read
 * @param scanned the items the Scan read
 * @param rewritten the items this step changed
 */
public record ScanResult(Map<String, AttributeValue> lastKey, int scanned, int rewritten) {}
